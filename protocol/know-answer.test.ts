import { describe, expect, it, vi } from 'vitest';

// The unit tests' setup names every schema (src/test-setup/unit.ts); a fresh copy of the decoder knows none.
async function freshDecoder() {
	vi.resetModules();
	const decode = await import('./decode');
	const { McpHealthAnswer } = await import('./schemas/mcp');
	return { ...decode, McpHealthAnswer };
}

const query = { mcp_health: { addr: 'acme/lab' } } as const;
const outcome = { answer: { mcp_health: { addr: 'acme/lab', servers: [] } } };

describe('the schema each answer is read with', () => {
	it('reports an answer whose schema no page named, and never reads it', async () => {
		const { decodeOutcome } = await freshDecoder();
		const decoded = decodeOutcome(query, outcome, 1);
		expect(decoded).toMatchObject({ ok: false, shape: { query: 'mcp_health acme/lab' } });
		expect('shape' in decoded && decoded.shape.issues).toEqual([
			{ path: 'outcome', message: 'no schema for the answer mcp_health was named (knowAnswer)' }
		]);
	});

	it('reads it once its question named the schema, checking it as before', async () => {
		const { decodeOutcome, knowAnswer, McpHealthAnswer } = await freshDecoder();
		knowAnswer('mcp_health', McpHealthAnswer);
		expect(decodeOutcome(query, outcome, 1)).toEqual({
			ok: true,
			answer: { kind: 'answer', value: { addr: 'acme/lab', servers: [] }, asOf: 1 }
		});
		const wrong = decodeOutcome(query, { answer: { mcp_health: { addr: 'acme/lab', servers: 3 } } }, 1);
		expect('shape' in wrong && wrong.shape.issues.map((i) => i.path)).toEqual(['outcome.answer.mcp_health.servers']);
	});
});
