import { afterEach, describe, expect, it } from 'vitest';
import type { ConfigAnswer } from '../../protocol/schemas';
import { idem, startTestCity, type TestCity } from '../testing/harness';
import { corpusSupplier } from './demo-search';

// `--demo` lists its own web search supplier in the city's [search] (issue #45).

const cities: TestCity[] = [];
afterEach(async () => {
	for (const t of cities.splice(0)) await t.stop();
});

async function searchOf(t: TestCity) {
	const c = await t.client();
	return (await c.answer<ConfigAnswer>({ config: { addr: 'local/lab' } })).search!;
}

describe('the demo search supplier', () => {
	it('is listed and selected in the city’s own [search], at the address it answers on', async () => {
		const t = await startTestCity({ demo: true });
		cities.push(t);
		expect(t.city.searchSupplier).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/mcp$/);
		const s = await searchOf(t);
		const listed = { custom: { selected: 'corpus', suppliers: [corpusSupplier(t.city.searchSupplier!)] } };
		expect([s.configuration, s.from, s.city]).toEqual([listed, 'city', listed]);
		expect(s.account_status).toEqual([{ supplier: 'corpus', accounts: [{ id: 'anonymous', key: 'anonymous' }] }]);
	});

	it('follows its new port after a restart, and leaves a choice a person made alone', async () => {
		const first = await startTestCity({ demo: true });
		const url = first.city.searchSupplier;
		await first.stop({ keepRoot: true });
		const again = await startTestCity({ root: first.root, demo: true });
		cities.push(again);
		expect(again.city.searchSupplier).not.toBe(url);
		expect(await searchOf(again)).toMatchObject({
			city: { custom: { suppliers: [{ id: 'corpus', url: again.city.searchSupplier }] } }
		});
		const c = await again.client();
		const off = { configure_city: { keep_warm: null, effort: null, search: 'off', idem: idem() } };
		c.command(off);
		await c.nextEvent('rules_changed', (e) => e.data.idem === off.configure_city.idem);
		await again.stop({ keepRoot: true });
		const third = await startTestCity({ root: first.root, demo: true });
		cities.push(third);
		expect((await searchOf(third)).city).toBe('off');
	});

	it('is not started without --demo', async () => {
		const t = await startTestCity();
		cities.push(t);
		expect(t.city.searchSupplier).toBeNull();
		expect((await searchOf(t)).city).toBeNull();
	});
});
