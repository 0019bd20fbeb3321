import { it, expect } from 'vitest';
import { decodeOutcome } from './decode';
it('t', () => {
	const outcome = { answer: { endpoints: { endpoints: Array.from({ length: 100_000 }, () => ({ name: 7 })), chosen: [] } } };
	const t0 = performance.now();
	const r = decodeOutcome('endpoint_view', outcome, 1);
	const t1 = performance.now();
	console.log('ms', t1 - t0, 'issues', 'shape' in r ? r.shape.issues.length : 0, 'msglen', 'shape' in r ? r.shape.message.length : 0);
	expect(1).toBe(1);
});
