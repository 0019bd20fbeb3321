import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ConfigAnswer } from '../../protocol/schemas';
import type { SearchConfiguration, SearchSupplier } from '../../protocol/schemas/search';
import { configureCommand, idem, startTestCity, type TestCity } from '../testing/harness';
import type { WireClient } from '../testing/wire-client';

// The city's own defaults in the local city (WIRE.md §11.5, §12.1, §12.6; docs/local-city.md "Settings layers").

let t: TestCity;
let c: WireClient;
beforeEach(async () => {
	t = await startTestCity();
	c = await t.client();
});
afterEach(async () => {
	await t.stop();
});

const cityFile = () => path.join(t.root, 'CONFIG.json');
const placeFile = (addr: string) => path.join(t.root, 'layers', ...addr.split('/'), 'CONFIG.json');
const writeLayer = (file: string, body: unknown) => {
	fs.mkdirSync(path.dirname(file), { recursive: true });
	fs.writeFileSync(file, typeof body === 'string' ? body : JSON.stringify(body));
};
const read = (file: string) => (fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null);
const config = (addr = 'local/lab') => c.answer<ConfigAnswer>({ config: { addr } });

function cityCommand(over: { effort?: string; keep_warm?: string; search?: unknown }, key = idem()) {
	return { configure_city: { keep_warm: null, effort: null, search: null, ...over, idem: key } };
}
function threshold(addr: string, percent: unknown, key = idem()) {
	const body = { addr, mcp: null, sandbox: null, desktop: null, context_second_threshold: percent, idem: key };
	return { configure_building: body };
}
function supplier(over: Partial<SearchSupplier> = {}): SearchSupplier {
	return {
		id: 'brave',
		url: 'https://search.example/mcp',
		remote: 'brave_web_search',
		query_field: 'query',
		objective_field: null,
		count_field: 'count',
		accounts: [{ id: 'main', reference: 'secret:search/brave.main', header: 'x-api-key' }],
		...over
	};
}
const custom = (suppliers: SearchSupplier[], selected = suppliers[0]?.id ?? 'brave'): SearchConfiguration => ({
	custom: { selected, suppliers }
});

/** Sends a city command and waits for the rules_changed carrying its idem (only this press writes it). */
async function landed(command: ReturnType<typeof cityCommand>) {
	c.command(command);
	return c.nextEvent('rules_changed', (e) => e.data.idem === command.configure_city.idem);
}

describe('config', () => {
	it('answers an untouched city with every value from the default layer, effort null, no city [search]', async () => {
		expect(await config()).toEqual({
			addr: 'local/lab',
			effort: null,
			second: { percent: 65, from: 'default', domain: { min: 31, max: 90 } },
			first: 30,
			tuning: {
				from: 'default',
				timeout_ms: 600000,
				request_max_retries: null,
				stream_idle_timeout_ms: null,
				proxying: 'except_local',
				account_retries: 'one'
			},
			search: {
				configuration: 'default',
				from: 'default',
				city: null,
				default_url: 'https://mcp.exa.ai/mcp',
				account_status: []
			}
		});
	});

	it('says which layer each value came from: the nearest file that states it wins', async () => {
		await landed(cityCommand({ effort: 'high' }));
		expect((await config()).effort).toEqual({ effort: 'high', from: 'city' });
		writeLayer(placeFile('local/lab'), { model: { effort: 'low' }, context: { second_threshold: 50 } });
		writeLayer(placeFile('local/lab/room1'), { model: { effort: 'max' } });
		const lab = await config('local/lab');
		expect([lab.effort, lab.second.percent, lab.second.from]).toEqual([
			{ effort: 'low', from: 'building' },
			50,
			'building'
		]);
		const room = await config('local/lab/room1');
		expect([room.effort, room.second.from]).toEqual([{ effort: 'max', from: 'resident' }, 'building']);
		// The city's own address reads only the city's layer.
		expect((await config('local')).effort).toEqual({ effort: 'high', from: 'city' });
	});

	it('answers unavailable, naming the file, when a layer on the ladder does not read', async () => {
		writeLayer(placeFile('local/lab'), { model: { effort: 'high', level: 3 } });
		const a = await c.ask({ config: { addr: 'local/lab' } });
		expect(a.ok && a.answer.kind === 'unavailable' && a.answer.value.reason).toContain(
			'unknown key `level` in `[model]`'
		);
		// Another building's ladder does not pass through that file.
		expect((await config('local/other')).effort).toBeNull();
	});
});

describe('configure_city', () => {
	it('writes the effort and keep_warm into the city layer, keeping what was written by hand', async () => {
		writeLayer(cityFile(), { context: { second_threshold: 40 } });
		const e = await landed(cityCommand({ effort: 'minimal', keep_warm: 'five_minute' }));
		expect(e.addr).toBe('local');
		expect(JSON.parse(read(cityFile())!)).toEqual({
			context: { second_threshold: 40 },
			cache: { keep_warm: 'five_minute' },
			model: { effort: 'minimal' }
		});
		// keep_warm is on no answer (WIRE.md §11.5); the threshold written by hand still reads from the city.
		expect((await config()).second).toMatchObject({ percent: 40, from: 'city' });
	});

	it('writes [search] whole, and answers the key state of each account of the city’s suppliers', async () => {
		expect((await t.enroll({ realm: 'search', name: 'brave.main', value: 'bsk-1' })).status).toBe(201);
		const two = supplier({
			id: 'corpus',
			url: 'http://127.0.0.1:9/mcp',
			remote: 'search',
			query_field: 'q',
			count_field: null,
			accounts: [
				{ id: 'open', reference: null, header: null },
				{ id: 'paid', reference: 'secret:search/corpus.paid', header: 'authorization' }
			]
		});
		await landed(cityCommand({ search: custom([supplier(), two], 'corpus') }));
		const s = (await config()).search!;
		expect(s.configuration).toEqual(custom([supplier(), two], 'corpus'));
		expect([s.from, s.city]).toEqual(['city', custom([supplier(), two], 'corpus')]);
		expect(s.account_status).toEqual([
			{ supplier: 'brave', accounts: [{ id: 'main', key: 'stored' }] },
			{
				supplier: 'corpus',
				accounts: [
					{ id: 'open', key: 'anonymous' },
					{ id: 'paid', key: 'missing' }
				]
			}
		]);
		// A building that states its own [search] governs there; the city's value is still the one to edit.
		writeLayer(placeFile('local/lab'), { search: { choice: 'off' } });
		const lab = (await config()).search!;
		expect([lab.configuration, lab.from, lab.city]).toEqual(['off', 'building', custom([supplier(), two], 'corpus')]);
		// Then `default` is a stated value: it covers the custom list the city had.
		await landed(cityCommand({ search: 'default' }));
		const other = (await config('local/other')).search!;
		expect([other.configuration, other.from, other.city, other.account_status]).toEqual([
			'default',
			'city',
			'default',
			[]
		]);
	});

	const refusedSearches: [string, SearchConfiguration, string][] = [
		[
			'selected names no supplier',
			custom([supplier()], 'exa'),
			'[search]: `selected = "exa"` names no listed supplier'
		],
		['no supplier', custom([], 'brave'), '[search]: `custom` lists no supplier'],
		['a repeated id', custom([supplier(), supplier()]), '[search]: two suppliers are named `brave`'],
		[
			'a URL that is not http(s)',
			custom([supplier({ url: 'ftp://search.example' })]),
			'[search] supplier `brave`: the URL "ftp://search.example" is not http(s)'
		],
		[
			'a key without a header',
			custom([supplier({ accounts: [{ id: 'main', reference: 'secret:search/brave.main', header: null }] })]),
			'[search] supplier `brave`: account `main` has a key and no header'
		],
		[
			'a field mapped twice',
			custom([supplier({ count_field: 'query' })]),
			'[search] supplier `brave`: `query` is mapped twice'
		],
		['an empty field', custom([supplier({ remote: ' ' })]), '[search] supplier `brave`: `remote` is empty']
	];
	for (const [what, search, subject] of refusedSearches) {
		it(`refuses the whole frame for ${what}, and lands nothing of it`, async () => {
			await landed(cityCommand({ effort: 'low' }));
			const before = read(cityFile());
			const refused = cityCommand({ search, effort: 'high' });
			c.command(refused);
			expect(await c.nextRefusal()).toMatchObject({
				code: 'E_CONFIG_INVALID',
				action: 'read a configuration layer',
				subject
			});
			expect(read(cityFile())).toBe(before);
			// The next press's event is the next one: the refused frame wrote none.
			const next = cityCommand({ keep_warm: 'off' });
			c.command(next);
			const e = await c.nextEvent('rules_changed');
			expect(e.data.idem).toBe(next.configure_city.idem);
			expect((await config()).effort).toEqual({ effort: 'low', from: 'city' });
		});
	}

	it('cannot read an effort or keep_warm word it does not know: the whole frame, nothing written', async () => {
		for (const over of [{ effort: 'ultra' }, { keep_warm: 'ten_minute' }]) {
			c.command(cityCommand(over));
			expect((await c.nextRefusal()).code).toBe('E_WIRE_MISMATCH');
		}
		expect(read(cityFile())).toBeNull();
		// The words it knows, in the same frame shape, are read and land.
		await landed(cityCommand({ effort: 'xhigh', keep_warm: 'off' }));
		expect(JSON.parse(read(cityFile())!)).toEqual({ model: { effort: 'xhigh' }, cache: { keep_warm: 'off' } });
	});

	it('does not overwrite a city file it cannot read', async () => {
		writeLayer(cityFile(), '{"model": ');
		c.command(cityCommand({ effort: 'high' }));
		const r = await c.nextRefusal();
		expect(r).toMatchObject({ code: 'E_CONFIG_INVALID', action: 'read a configuration layer' });
		expect(r.subject).toContain('CONFIG.json');
		expect(read(cityFile())).toBe('{"model": ');
	});

	it('acknowledges a resent press with the record it wrote, and applies it once', async () => {
		const press = cityCommand({ effort: 'high' });
		const first = await landed(press);
		fs.rmSync(cityFile());
		c.command(press);
		const again = await c.nextEvent('rules_changed', (e) => e.data.idem === press.configure_city.idem);
		expect(again.seq).toBe(first.seq);
		expect(read(cityFile())).toBeNull();
	});

	it('keeps a search key that the city’s [search] still uses', async () => {
		await t.enroll({ realm: 'search', name: 'brave.main', value: 'bsk-1' });
		await landed(cityCommand({ search: custom([supplier()]) }));
		c.command({ forget_secret: { reference: 'secret:search/brave.main', idem: idem() } });
		expect((await c.nextRefusal()).subject).toBe('secret:search/brave.main is still used by search supplier brave');
	});
});

describe('the threshold face of configure_building', () => {
	it('lands a whole percent inside the domain in the building’s layer, read back as set for the building', async () => {
		const list = configureCommand('local/lab', [
			{ label: 'notes', transport: { http: { url: 'http://127.0.0.1:9/mcp', headers: [] } } }
		]);
		c.command(list);
		await c.nextEvent('building_configured', (e) => e.data.idem === list.configure_building.idem);
		const press = threshold('local/lab', 31);
		c.command(press);
		const e = await c.nextEvent('building_configured', (e) => e.data.idem === press.configure_building.idem);
		expect([e.addr, e.data.context_second_threshold]).toEqual(['local/lab', 31]);
		expect((await config()).second).toEqual({ percent: 31, from: 'building', domain: { min: 31, max: 90 } });
		expect(JSON.parse(read(placeFile('local/lab'))!)).toEqual({ context: { second_threshold: 31 } });
		// The MCP list, sent as null, was left alone.
		expect((await c.answer<{ mcp: unknown[] }>({ building_view: { addr: 'local/lab' } })).mcp).toHaveLength(1);
	});

	it('refuses a percent outside the domain, with the domain, and writes nothing', async () => {
		for (const percent of [30, 91]) {
			c.command(threshold('local/lab', percent));
			expect(await c.nextRefusal()).toMatchObject({
				code: 'E_CONFIG_INVALID',
				action: 'configure building local/lab',
				subject: `[context] second_threshold = ${percent} is outside the second rung's domain`,
				recovery: 'state a whole percent from 31 to 90, both included'
			});
		}
		expect(read(placeFile('local/lab'))).toBeNull();
		const next = threshold('local/lab', 90);
		c.command(next);
		expect((await c.nextEvent('building_configured')).data.idem).toBe(next.configure_building.idem);
	});

	it('cannot read a fraction or a negative percent: the whole frame', async () => {
		for (const percent of [70.5, -1]) {
			c.command(threshold('local/lab', percent));
			expect((await c.nextRefusal()).code).toBe('E_WIRE_MISMATCH');
		}
		expect(read(placeFile('local/lab'))).toBeNull();
		const whole = threshold('local/lab', 60);
		c.command(whole);
		expect((await c.nextEvent('building_configured')).data.idem).toBe(whole.configure_building.idem);
	});
});
