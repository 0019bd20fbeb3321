import fs from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { actionOf, eventConfirms, refusalConcerns, writesEvent } from '../command-rules';
import { decodeFrame, decodeOutcome } from '../decode';
import { compileFastCheck } from '../fast-path';
import { outcomeSchema } from './answers';
import { ClientFrame } from './frames';
import { eventMakesStale, Query, reasksByItself } from './queries';
import type { Command } from './commands';
import type { ToolkitsAnswer } from './toolkits';

const SAMPLES = path.join(import.meta.dirname, '../samples');
const sample = (name: string): string => fs.readFileSync(path.join(SAMPLES, name), 'utf8');
const outcomeIn = (name: string): unknown => {
	const f = decodeFrame(sample(name));
	if (f.kind !== 'answered') throw new Error(`${name} is not an answered frame`);
	return f.outcome;
};
const answerIn = (outcome: unknown) => ({ answer: { toolkits: outcome } });
const read = (answer: unknown) => decodeOutcome('toolkits', answerIn(answer), 1);
const line = (over: Record<string, unknown>) => ({
	slug: 'github',
	name: 'GitHub',
	auth: 'oauth2',
	standing: 'absent',
	...over
});
const shelf = (...lines: unknown[]) => ({ shelf: { toolkits: lines } });
const press: Command = { connect_toolkit: { toolkit: 'github', idem: 'idem1-5b0d1c7e9a3f48d2b6e1c0a97f3d2e11' } };

describe('the toolkits answer', () => {
	it('reads every example answer, keeping the broker’s order', () => {
		const names = fs.readdirSync(SAMPLES).filter((n) => n.startsWith('answered-toolkits-'));
		expect(names).toHaveLength(4);
		for (const name of names) expect(decodeOutcome('toolkits', outcomeIn(name), 1).ok, name).toBe(true);
		const decoded = decodeOutcome('toolkits', outcomeIn('answered-toolkits-shelf.json'), 1);
		const value = (decoded.ok && decoded.answer.kind === 'answer' ? decoded.answer.value : null) as ToolkitsAnswer;
		expect(typeof value !== 'string' && 'shelf' in value && value.shelf.toolkits.map((l) => l.slug)).toEqual([
			'github',
			'gmail',
			'slack',
			'linear'
		]);
	});

	it('is closed: an unknown answer or standing is a shape error naming its path', () => {
		const wrong = read(shelf(line({ standing: { revoked: {} } })));
		expect(wrong.ok).toBe(false);
		expect('shape' in wrong && wrong.shape.issues[0]!.path).toMatch(/^outcome\.answer\.toolkits/);
		expect(read('enrolled').ok).toBe(false);
		expect(read({ shelf: { toolkits: [] }, refused: {} }).ok).toBe(false);
		expect(read(shelf(line({ standing: 'connected' }))).ok).toBe(false);
	});

	it('refuses a slug the city cannot carry: empty, or with a control character (C1 too)', () => {
		for (const slug of ['', 'git\nhub', 'git\u0085hub']) expect(read(shelf(line({ slug }))).ok, slug).toBe(false);
	});

	it('keeps hostile text as it came: markup, bidi controls, 10,000 characters, a consent address not https', () => {
		const hostile = [
			line({ slug: '<img src=x onerror=alert(1)>', name: '<b>Git</b>Hub' }),
			line({ slug: 'bidi\u202egolf', name: '\u2067Slack\u2069' }),
			line({ slug: 'x'.repeat(10_000), name: 'y'.repeat(10_000), auth: 'a_new_scheme' }),
			line({ slug: 'evil', standing: { awaiting: { consent_url: 'javascript:alert(1)' } } })
		];
		const decoded = read(shelf(...hostile));
		expect(decoded.ok && decoded.answer.kind === 'answer' && decoded.answer.value).toEqual(shelf(...hostile));
	});

	it('compiles a fast check that agrees with Valibot on every example', () => {
		const schema = outcomeSchema('toolkits');
		const fast = compileFastCheck(schema)!;
		expect(fast).not.toBeNull();
		for (const name of fs.readdirSync(SAMPLES).filter((n) => n.startsWith('answered-toolkits-'))) {
			const outcome = outcomeIn(name);
			expect(fast(structuredClone(outcome)), name).toBe(v.safeParse(schema, outcome).success);
		}
		expect(fast(answerIn(shelf(line({ standing: { revoked: {} } }))))).toBe(false);
	});
});

describe('asking toolkits', () => {
	it('is a unit question the app may phrase', () => {
		expect(v.is(Query, 'toolkits')).toBe(true);
		expect(v.is(Query, { toolkits: {} })).toBe(false);
		expect(v.parse(ClientFrame, JSON.parse(sample('ask-toolkits.json')))).toEqual({
			ask: { ask_id: 7, query: 'toolkits' }
		});
	});

	it('is made stale by toolkit_link_opened only, and may be asked again after it', () => {
		expect(eventMakesStale('toolkits', { kind: 'toolkit_link_opened' })).toBe(true);
		for (const kind of ['building_configured', 'endpoint_attached', 'secret_captured', 'rules_changed'])
			expect(eventMakesStale('toolkits', { kind }), kind).toBe(false);
		expect(reasksByItself('toolkits')).toBe(true);
	});
});

describe('connect_toolkit', () => {
	it('is the example command, and the grammar refuses a slug the city would not read', () => {
		expect(v.parse(ClientFrame, JSON.parse(sample('command-connect-toolkit.json')))).toEqual({ command: press });
		for (const toolkit of ['', 'a\u0000b', 'a\u009fb'])
			expect(v.is(ClientFrame, { command: { connect_toolkit: { toolkit, idem: press.connect_toolkit.idem } } })).toBe(
				false
			);
	});

	it('is tied to the city’s refusal words exactly, and to no broker refusal', () => {
		const f = decodeFrame(sample('refusal-connect-toolkit-no-key.json'));
		if (f.kind !== 'refusal') throw new Error('not a refusal');
		expect(actionOf(press)).toBe('connect an outside application');
		expect(refusalConcerns(press, f.refusal)).toBe(true);
		for (const action of [
			'ask the broker',
			'reach the application broker',
			'connect an outside application for github'
		])
			expect(refusalConcerns(press, { action }), action).toBe(false);
	});

	it('is confirmed by toolkit_link_opened for its own slug only', () => {
		const f = decodeFrame(sample('event-toolkit-link-opened.json'));
		if (f.kind !== 'event') throw new Error('not an event');
		expect(writesEvent(press)).toBe(true);
		expect(eventConfirms(press, f.event)).toBe(true);
		expect(eventConfirms(press, { ...f.event, data: { toolkit: 'gmail' } })).toBe(false);
		expect(eventConfirms(press, { kind: 'building_configured', data: { toolkit: 'github' } })).toBe(false);
	});
});
