import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { actionOf, eventConfirms } from './command-rules';
import { decodeFrame, decodeOutcome } from './decode';
import { Command } from './schemas/commands';
import { ClientFrame } from './schemas/frames';
import { eventMakesStale, type Query } from './schemas/queries';
import type { ConfigAnswer } from './schemas/endpoints';

// `config` read in full and `configure_city` (WIRE.md §11.5, §12.1, §12.6), as the city's source has them
// (docs/wire-provenance.md). The example frames are this app's own (`protocol/samples/`).

/* eslint-disable @typescript-eslint/no-explicit-any -- edits reach into untyped example JSON on purpose */
const sample = (name: string) => JSON.parse(readFileSync(join(import.meta.dirname, 'samples', name), 'utf8'));
const shared = (name: string) => JSON.parse(readFileSync(join(import.meta.dirname, 'frames', name), 'utf8'));
const query: Query = { config: { addr: 'acme/lab' } };

function readConfig(frame: any, edit: (config: any) => void = () => {}) {
	const f = structuredClone(frame);
	edit(f.answered.outcome.answer.config);
	const read = decodeFrame(JSON.stringify(f));
	if (read.kind !== 'answered') throw new Error(read.kind);
	return decodeOutcome<'config'>(query, read.outcome, read.asOf);
}

function config(frame: any, edit?: (config: any) => void): ConfigAnswer {
	const out = readConfig(frame, edit);
	if (!out.ok || out.answer.kind !== 'answer') throw new Error(JSON.stringify(out));
	return out.answer.value;
}

const issuePaths = (out: ReturnType<typeof readConfig>) =>
	'shape' in out ? out.shape.issues.map((i) => i.path) : ['(read)'];

describe('config read in full', () => {
	it('reads every value with the layer it came from, and the city’s own [search] apart from the one in force', () => {
		const c = config(sample('answered-config-full.json'));
		expect(c.effort).toEqual({ effort: 'low', from: 'building' });
		expect(c.second).toEqual({ percent: 70, from: 'building', domain: { min: 31, max: 90 } });
		expect(c.first).toBe(30);
		expect(c.tuning.account_retries).toBe('one');
		expect(c.search?.configuration).toBe('off');
		expect(c.search?.from).toBe('building');
		const city = c.search?.city;
		expect(city && typeof city === 'object' && city.custom.suppliers.map((s) => s.id)).toEqual(['brave', 'corpus']);
		expect(c.search?.account_status[0]).toEqual({
			supplier: 'brave',
			accounts: [
				{ id: 'main', key: 'stored' },
				{ id: 'spare', key: 'missing' }
			]
		});
	});

	it('reads an untouched city: no level stated is null (the provider decides), the threshold from default', () => {
		const c = config(sample('answered-config-untouched.json'));
		expect(c.effort).toBeNull();
		expect(c.second.from).toBe('default');
		expect(c.search).toMatchObject({ configuration: 'default', from: 'default', city: null, account_status: [] });
	});

	it('reads the shared example and an older build: no search, no account_retries, no first', () => {
		expect(config(shared('answered-config.json')).search).toBeNull();
		const older = config(sample('answered-config-untouched.json'), (c) => {
			delete c.search;
			delete c.first;
			delete c.effort;
			delete c.tuning.account_retries;
		});
		expect([older.search, older.first, older.effort, older.tuning.account_retries]).toEqual([null, null, null, null]);
	});

	it('keeps a layer or an effort word it does not know as spelled (vocabularies grow)', () => {
		const c = config(sample('answered-config-full.json'), (c) => {
			c.effort = { effort: 'ultra', from: 'room' };
			c.second.from = 'workshop';
			c.search.from = 'workshop';
		});
		expect(c.effort).toEqual({ effort: 'ultra', from: 'room' });
		expect([c.second.from, c.search?.from]).toEqual(['workshop', 'workshop']);
	});

	it('refuses the account states as WIRE.md’s example spells them (`state`): the source says `key`', () => {
		const out = readConfig(sample('answered-config-full.json'), (c) => {
			c.search.account_status[0].accounts[0] = { id: 'main', state: 'stored' };
		});
		expect(issuePaths(out)).toContain('outcome.answer.config.search.account_status.0.accounts.0.key');
	});

	it('keeps the search arms closed: an unknown arm or a second key is a shape error for this question', () => {
		for (const configuration of [{ bing: {} }, 'auto', { custom: { selected: 'a', suppliers: [] }, off: {} }]) {
			const out = readConfig(sample('answered-config-untouched.json'), (c) => {
				c.search.configuration = configuration;
			});
			expect(out.ok, JSON.stringify(configuration)).toBe(false);
		}
	});

	it('refuses a fraction, a negative percent and a missing `second` (always answered)', () => {
		for (const edit of [
			(c: any) => (c.second.percent = 65.5),
			(c: any) => (c.second.domain.min = -1),
			(c: any) => delete c.second
		]) {
			expect(readConfig(sample('answered-config-untouched.json'), edit).ok).toBe(false);
		}
	});
});

describe('configure_city and the threshold face of configure_building', () => {
	it('reads the example commands with the app’s grammar', () => {
		for (const name of [
			'command-configure-city-effort.json',
			'command-configure-city-search.json',
			'command-configure-building-threshold.json'
		]) {
			expect(v.safeParse(ClientFrame, sample(name)).issues ?? [], name).toEqual([]);
		}
	});

	it('sends only words the city knows: an unknown effort or keep_warm is not a command', () => {
		const base = sample('command-configure-city-effort.json').command;
		expect(v.is(Command, base)).toBe(true);
		expect(v.is(Command, { configure_city: { ...base.configure_city, effort: 'ultra' } })).toBe(false);
		expect(v.is(Command, { configure_city: { ...base.configure_city, keep_warm: 'ten_minute' } })).toBe(false);
		expect(v.is(Command, { configure_city: { ...base.configure_city, keep_warm: 'five_minute' } })).toBe(true);
	});

	it('sends a threshold only as a whole percent (the city reads a u64)', () => {
		const base = sample('command-configure-building-threshold.json').command.configure_building;
		for (const bad of [70.5, -1, '70'])
			expect(v.is(Command, { configure_building: { ...base, context_second_threshold: bad } }), String(bad)).toBe(
				false
			);
		expect(v.is(Command, { configure_building: { ...base, context_second_threshold: null } })).toBe(true);
		expect(v.is(Command, { configure_building: { ...base, context_second_threshold: 70 } })).toBe(true);
	});

	it('ties the city’s refusal and its rules_changed to the press', () => {
		const cmd = sample('command-configure-city-effort.json').command as Command;
		expect(actionOf(cmd)).toBe('read a configuration layer');
		expect(eventConfirms(cmd, sample('event-rules-changed.json').event)).toBe(true);
		expect(eventConfirms(cmd, { kind: 'building_configured', addr: 'acme' })).toBe(false);
	});
});

describe('which events make config stale', () => {
	const stale = (addr: string, kind: string, at: string | null) =>
		eventMakesStale({ config: { addr } }, { kind, addr: at });

	it('rules_changed makes every address stale; building_configured the building and what is under it', () => {
		expect(stale('acme/lab', 'rules_changed', 'acme')).toBe(true);
		expect(stale('acme/lab', 'building_configured', 'acme/lab')).toBe(true);
		expect(stale('acme/lab/room1', 'building_configured', 'acme/lab')).toBe(true);
		expect(stale('acme/lab', 'building_configured', 'acme')).toBe(true);
	});

	it('leaves a sibling, a prefix that is not a parent and other events alone', () => {
		expect(stale('acme/lab', 'building_configured', 'acme/labs')).toBe(false);
		expect(stale('acme/labs', 'building_configured', 'acme/lab')).toBe(false);
		expect(stale('acme/lab', 'building_configured', 'acme/lab/room1')).toBe(false);
		expect(stale('acme/lab', 'building_configured', null)).toBe(false);
		expect(stale('acme/lab', 'endpoint_attached', 'acme/lab')).toBe(false);
	});
});
