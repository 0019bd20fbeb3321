import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentAnswer } from '../../protocol/schemas';
import { idem, startTestCity, type TestCity } from '../testing/harness';
import type { WireClient } from '../testing/wire-client';
import { CITY_CONFIG_DOCUMENT, documentState, layerToml, WINDOW_BYTES_MAX } from './city-document';

// `document` in the local city (query.rs `Document { at }`, spec §8-69; docs/local-city.md "Settings layers"):
// the city's layer as `.sprawling/CONFIG.toml`, with the real city's states and bounds (documents D4, D7).

const bytes = (s: string) => new TextEncoder().encode(s);

describe('documentState: the real city’s bounds', () => {
	it('says empty for no bytes, and gives a short text whole', () => {
		expect(documentState(bytes(''))).toEqual({ empty: { version: expect.any(String), format: 'plain' } });
		const held = documentState(bytes('[cache]\nkeep_warm = "off"\n'));
		expect(held).toMatchObject({
			held: {
				bytes: 26,
				body: { text: { encoding: 'utf8', coverage: 'whole', head: { span: { start: 0, end: 26 } } } }
			}
		});
	});
	it('cuts a long text after its last whole line that fits, and says so', () => {
		const line = 'x'.repeat(99) + '\n';
		const long = bytes(line.repeat(Math.ceil((WINDOW_BYTES_MAX * 2) / line.length)));
		const s = documentState(long) as Extract<ReturnType<typeof documentState>, { held: unknown }>;
		const body = s.held.body as { text: { head: { span: { end: number }; text: string }; coverage: string } };
		expect(body.text.coverage).toBe('head');
		expect(body.text.head.span.end).toBeLessThanOrEqual(WINDOW_BYTES_MAX);
		expect(body.text.head.span.end % line.length).toBe(0);
		expect(body.text.head.text.endsWith('\n')).toBe(true);
		expect(s.held.bytes).toBe(long.length);
	});
	it('says opaque for a NUL without a mark or bytes that are not UTF-8, and reads UTF-16 behind its mark', () => {
		expect(documentState(bytes('[cache]\u0000'))).toMatchObject({ held: { body: 'opaque' } });
		expect(documentState(new Uint8Array([0x5b, 0xff, 0x5d]))).toMatchObject({ held: { body: 'opaque' } });
		const utf16 = new Uint8Array([0xff, 0xfe, 0x61, 0x00, 0x62, 0x00]);
		expect(documentState(utf16)).toMatchObject({
			held: { body: { text: { encoding: 'utf16_le', head: { text: '\uFEFFab' }, coverage: 'whole' } } }
		});
	});
	it('spells a layer the way the real city’s CONFIG.toml does', () => {
		expect(layerToml({ model: { effort: 'high' }, cache: { keep_warm: 'five_minute' } })).toBe(
			'[model]\neffort = "high"\n\n[cache]\nkeep_warm = "five_minute"\n'
		);
		expect(layerToml({})).toBe('');
	});
});

describe('the document question', () => {
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
	const ask = () => c.ask({ document: { at: CITY_CONFIG_DOCUMENT } });
	const doc = async () => {
		const a = await ask();
		if (!a.ok || a.answer.kind !== 'answer') throw new Error(JSON.stringify(a));
		return a.answer.value as DocumentAnswer;
	};

	it('answers missing before the city’s layer exists, then the [cache] keep_warm configure_city wrote', async () => {
		expect(await doc()).toEqual({ at: CITY_CONFIG_DOCUMENT, state: 'missing' });
		const key = idem();
		c.command({ configure_city: { keep_warm: 'five_minute', effort: null, search: null, idem: key } });
		await c.nextEvent('rules_changed', (e) => e.data.idem === key);
		const after = await doc();
		expect(after.state).toMatchObject({
			held: { body: { text: { head: { text: '[cache]\nkeep_warm = "five_minute"\n' }, coverage: 'whole' } } }
		});
	});
	it('answers a file edited by hand, and one that does not read as unreadable with the reason', async () => {
		fs.writeFileSync(cityFile(), JSON.stringify({ cache: { keep_warm: 'off' }, model: { effort: 'low' } }));
		expect((await doc()).state).toMatchObject({
			held: { body: { text: { head: { text: expect.stringContaining('keep_warm = "off"') } } } }
		});
		fs.writeFileSync(cityFile(), '{"cache": {"keep_warm": "hourly"}}');
		expect((await doc()).state).toEqual({
			unreadable: { reason: expect.stringContaining('`[cache] keep_warm` takes') }
		});
		fs.writeFileSync(cityFile(), '{}');
		expect((await doc()).state).toEqual({ empty: { version: expect.any(String), format: 'plain' } });
	});
	it('keeps no other document: unavailable, not a guess', async () => {
		const a = await c.ask({ document: { at: 'local/lab/NOTES.md' } });
		expect(a.ok && a.answer.kind).toBe('unavailable');
	});
});
