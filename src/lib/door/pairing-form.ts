import { labelProblem, normalizePairingCode, PAIRING_CODE_PATTERN } from '$protocol/door-pairing';
import type { door } from '$lib/i18n/en/door';

type Words = Pick<typeof door, 'codeEmpty' | 'codeShape' | 'labelEmpty' | 'labelTooLong' | 'labelControl'>;

/** What stops a pairing before it is sent, per field: a code the city could not read, a name it would refuse. */
export function pairingProblems(code: string, label: string, t: Words): { code: string | null; label: string | null } {
	const typed = normalizePairingCode(code);
	const trimmed = label.trim();
	const problem = labelProblem(trimmed);
	return {
		code: typed === '' ? t.codeEmpty : PAIRING_CODE_PATTERN.test(typed) ? null : t.codeShape,
		label:
			problem === 'empty'
				? t.labelEmpty
				: problem === 'too-long'
					? t.labelTooLong({ count: [...trimmed].length })
					: problem === 'control'
						? t.labelControl
						: null
	};
}
