import { describe, expect, it } from 'vitest';
import { decodeFrame, decodeOutcome } from '../protocol/decode';
import { answeredText } from './generate';
import { mcpUsageAnswer } from './usage-answer';

interface Line {
	server: string | null;
	configured: boolean;
	tools: { tool: string; uses: { seq: number; at: number }[]; per_day: { day: string; count: number }[] }[];
}

describe('the benchmark’s usage answer', () => {
	const size = { servers: 20, tools: 500, uses: 20_000 };
	const answer = mcpUsageAnswer(size) as { servers: Line[] };

	it('holds exactly the servers, tools and calls asked for, each tool called at least once', () => {
		expect(answer.servers).toHaveLength(20);
		const tools = answer.servers.flatMap((s) => s.tools);
		expect(tools).toHaveLength(500);
		expect(tools.reduce((n, t) => n + t.uses.length, 0)).toBe(20_000);
		expect(tools.every((t) => t.uses.length > 0)).toBe(true);
		expect(answer.servers.at(-1)?.server).toBeNull();
		expect(answer.servers.filter((s) => !s.configured).length).toBe(3);
	});

	it('is shaped as the city folds its ledger: tools by name, calls in order, calls per day adding up', () => {
		for (const line of answer.servers) {
			const names = line.tools.map((t) => t.tool);
			expect(names).toEqual([...names].sort());
			for (const t of line.tools) {
				expect(t.uses.map((u) => u.at)).toEqual(t.uses.map((u) => u.at).sort((a, b) => a - b));
				expect(t.per_day.reduce((n, d) => n + d.count, 0)).toBe(t.uses.length);
				expect(t.per_day.map((d) => d.day)).toEqual(t.per_day.map((d) => d.day).sort());
			}
		}
	});

	it('is the same on every run, and the app’s decoder takes it', () => {
		expect(JSON.stringify(mcpUsageAnswer(size))).toBe(JSON.stringify(answer));
		const frame = decodeFrame(answeredText('mcp_usage', answer));
		if (frame.kind !== 'answered') throw new Error(frame.kind);
		const decoded = decodeOutcome({ mcp_usage: { server: null } }, frame.outcome, frame.asOf);
		expect(decoded.ok).toBe(true);
	});
});
