import type { AxError } from '../../protocol/schemas';

export type Retry = 'yes' | 'no' | 'unknown';

/** Builds a flat AxError (WIRE.md §10). `recovery` must be one sentence a person can act on. */
export function axError(
	code: string,
	action: string,
	subject: string,
	recovery: string,
	opts: { nearby?: string[]; retry?: Retry } = {}
): AxError {
	return { code, action, subject, nearby: opts.nearby ?? [], recovery, retry: opts.retry ?? 'no' };
}

/** Thrown by handlers to refuse; the session turns it into a refusal frame or outcome. */
export class Refused extends Error {
	constructor(readonly ax: AxError) {
		super(`${ax.code}: ${ax.subject}`);
	}
}

/** Shorthand for `throw new Refused(axError(...))`. */
export function refuse(
	code: string,
	action: string,
	subject: string,
	recovery: string,
	opts: { nearby?: string[]; retry?: Retry } = {}
): never {
	throw new Refused(axError(code, action, subject, recovery, opts));
}

/** Up to three known spellings close to `word` ("did you mean"), closest first. */
export function nearby(word: string, known: readonly string[], max = 3): string[] {
	const w = word.toLowerCase();
	return known
		.map((k) => ({ k, d: distance(w, k.toLowerCase()) }))
		.filter(
			({ k, d }) =>
				d <= Math.max(2, Math.floor(k.length / 3)) || k.toLowerCase().includes(w) || w.includes(k.toLowerCase())
		)
		.sort((a, b) => a.d - b.d)
		.slice(0, max)
		.map(({ k }) => k);
}

function distance(a: string, b: string): number {
	const row = Array.from({ length: b.length + 1 }, (_, i) => i);
	for (let i = 1; i <= a.length; i++) {
		let prev = row[0]!;
		row[0] = i;
		for (let j = 1; j <= b.length; j++) {
			const cur = row[j]!;
			row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
			prev = cur;
		}
	}
	return row[b.length]!;
}
