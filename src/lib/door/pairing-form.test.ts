import { describe, expect, it } from 'vitest';
import { door } from '$lib/i18n/en/door';
import { normalizePairingCode } from '$protocol/door-pairing';
import { pairingProblems } from './pairing-form';

describe('the pairing form', () => {
	it('reads a code as the city does: lowercase, whitespace dropped, the dash kept or put back', () => {
		expect(normalizePairingCode('ABCD EFGH')).toBe('abcd-efgh');
		expect(normalizePairingCode(' abcd-efgh\n')).toBe('abcd-efgh');
		expect(normalizePairingCode('Ab Cd - Ef Gh')).toBe('abcd-efgh');
	});
	it('says what is wrong before anything is sent', () => {
		expect(pairingProblems('', 'x', door).code).toBe(door.codeEmpty);
		expect(pairingProblems('abc-defg', 'x', door).code).toBe(door.codeShape);
		expect(pairingProblems('abcd-efgh', '   ', door).label).toBe(door.labelEmpty);
		expect(pairingProblems('abcd-efgh', 'x'.repeat(65), door).label).toBe(door.labelTooLong({ count: 65 }));
		expect(pairingProblems('abcd-efgh', 'a\u0007b', door).label).toBe(door.labelControl);
		expect(pairingProblems('ABCD EFGH', 'x'.repeat(64), door)).toEqual({ code: null, label: null });
	});
});
