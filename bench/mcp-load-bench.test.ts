import { describe, expect, it } from 'vitest';
import { judge } from './figures';
import { embedFirstLoadFigure, FIRST_LOAD_BUDGET, firstLoadFigures, loadsInTurn } from './mcp-load-bench';

/** Load marks of one page kind: `rows` per round, the other milestones in step with them. */
const marks = (rows: number[], token: number, challenge: number) =>
	rows.map((r) => ({ rows: r, nav: 50, open: token + 5, answers: r - 20, challenge, token }));

describe('the first load of /mcp, judged against the stack’s floor', () => {
	const app = marks([390, 420, 400], 200, 150);
	const kit = marks([300, 300, 280], 180, 160);
	const floor = marks([150, 140, 160], 100, 90);
	const figures = firstLoadFigures(12, { app, kit, floor }, 'load', null);
	const byId = (id: string) => judge(figures.find((f) => f.id === id)!);

	it('judges the app by its median against the stack’s floor’s, within 1.4 ×', () => {
		expect(FIRST_LOAD_BUDGET).toBe(1.4);
		const f = byId('mcp_first_load');
		expect(f.budget).toEqual({ ratio: 1.4 });
		expect(f.value).toBe(400);
		expect(f.reference).toBe(300);
		expect(f.ratio).toBeCloseTo(4 / 3);
		expect(f.pass).toBe(true);
		// Per round: 390/300, 420/300, 400/280.
		expect(f.spread?.[0]).toBeCloseTo(1.3);
		expect(f.spread?.[1]).toBeCloseTo(1.4286, 3);
		expect(f.warning).toBe('spread crosses the budget');
		expect(f.note).toMatch(/^aim ≤ 1\.2 ×/);
	});

	it('keeps the bare floor as information, for the app and for the stack', () => {
		expect(byId('mcp_first_load_bare')).toMatchObject({ budget: null, value: 400, reference: 150, pass: true });
		expect(byId('mcp_first_load_stack')).toMatchObject({ budget: null, value: 300, reference: 150 });
	});

	it('reports the door’s share: navigation → token and challenge → token, with their spread', () => {
		expect(byId('mcp_door_token')).toMatchObject({ value: 200, spread: [200, 200], runs: 3, budget: null });
		expect(byId('mcp_door_token').note).toMatch(/^50 % of the way to the rows; stack's floor 180 ms, floor 100 ms/);
		expect(byId('mcp_door_span')).toMatchObject({ value: 50, note: "stack's floor 20.0 ms, floor 10.0 ms" });
	});

	it('without the stack’s floor, leaves the budget out rather than judging against the bare floor', () => {
		const ids = firstLoadFigures(12, { app, kit: [], floor }, 'load', null).map((f) => f.id);
		expect(ids).not.toContain('mcp_first_load');
		expect(ids).toContain('mcp_first_load_bare');
	});
});

describe('loadsInTurn', () => {
	it('starts each round with another page and keeps only the rounds after the warm-up', async () => {
		const order: string[] = [];
		let n = 0;
		const marks = await loadsInTurn(['a', 'b', 'c'], 2, 1, async (p) => {
			order.push(p);
			return { rows: n++, nav: 0, open: 0, answers: 0, challenge: 0, token: 0 };
		});
		expect(order).toEqual(['a', 'b', 'c', 'b', 'c', 'a', 'c', 'a', 'b']);
		expect(marks.get('a')?.map((m) => m.rows)).toEqual([5, 7]);
		expect(marks.get('c')?.map((m) => m.rows)).toEqual([4, 6]);
	});
});

describe('the embedded MCP page’s first load', () => {
	it('is reported beside the app’s, from the same rounds, as information', () => {
		const app = marks([400, 420, 390], 200, 150);
		const embed = marks([380, 440, 370], 190, 150);
		const f = judge(embedFirstLoadFigure(12, { app, embed }, 'load'));
		expect(f).toMatchObject({ id: 'mcp_first_load_embed', value: 380, reference: 400, budget: null, pass: true });
		expect(f.runs).toBe(3);
		expect(f.note).toContain('session token 190');
	});
});
