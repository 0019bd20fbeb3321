import { describe, expect, it } from 'vitest';
import { fourStandings } from '$lib/mcp/toolkits/toolkit-samples';
import { toolkitGlance } from './overview-toolkits';

describe('toolkitGlance', () => {
	it('keeps the connected (with alias) and the awaiting, in the broker’s order, and nothing else', () => {
		const lines = fourStandings();
		const glance = toolkitGlance({ shelf: { toolkits: lines } })!;
		const want = (kind: string) =>
			lines.filter((l) => typeof l.standing === 'object' && kind in l.standing).map((l) => l.slug);
		expect(glance.connected.map((g) => g.slug)).toEqual(want('connected'));
		expect(glance.awaiting.map((g) => g.slug)).toEqual(want('awaiting'));
		expect(glance.connected.length + glance.awaiting.length).toBeGreaterThan(1);
		expect(glance.connected.every((g) => typeof g.alias === 'string')).toBe(true);
		expect(glance.awaiting.every((g) => g.alias === undefined)).toBe(true);
	});

	it('is null without a shelf', () => {
		expect(toolkitGlance('unenrolled')).toBeNull();
		expect(toolkitGlance({ refused: { refusal: { code: 'E_PROVIDER' } } } as never)).toBeNull();
	});
});
