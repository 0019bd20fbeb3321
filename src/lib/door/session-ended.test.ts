import { describe, expect, it } from 'vitest';
import { ENDED } from '../../../city/door/texts';
import { endsSession, SESSION_ENDED_ACTION } from './session-ended';

describe('endsSession', () => {
	it('knows the refusal the local city sends a forgotten browser’s socket, by its exact action', () => {
		expect(SESSION_ENDED_ACTION).toBe(ENDED.action);
		expect(endsSession({ code: 'E_GATE_DENIED', action: ENDED.action })).toBe(true);
	});

	it('leaves a refused command, and any other code, as a refusal', () => {
		expect(endsSession({ code: 'E_GATE_DENIED', action: 'forget device 5d1f0a9c3b7e2468' })).toBe(false);
		expect(endsSession({ code: 'E_CONFIG_INVALID', action: ENDED.action })).toBe(false);
	});
});
