import { describe, expect, it } from 'vitest';
import ok from '$protocol/frames/event-endpoint-probed-ok.json';
import e401 from '$protocol/frames/event-endpoint-probed-401.json';
import dns from '$protocol/frames/event-endpoint-probed-dns-failed.json';
import { en } from '$lib/i18n/en';
import type { Reach } from '$protocol/schemas/probe';
import { firstFailure, probeSentence, stageOutcome, type StageOutcome } from './probe-sentence';

const base: Reach = {
	host: 'api.example.com',
	named: { state: 'resolved', detail: 1 },
	connected: { state: 'open' },
	answered: { state: 'status', detail: 200 },
	through: { state: 'direct' },
	elapsed_ms: 10
};
const words = en.endpointForms.probe.sentences;
const say = (r: Partial<Reach>) => probeSentence({ ...base, ...r }, words);

describe('the probe sentence', () => {
	it('is null when every stage went well, whatever the route', () => {
		expect(say({})).toBeNull();
		expect(
			say({ named: { state: 'proxied_away' }, through: { state: 'environment', detail: 'HTTPS_PROXY' } })
		).toBeNull();
		expect(say({ answered: { state: 'status', detail: 302 } })).toBeNull();
	});

	it('names the key for 401 and 403', () => {
		expect(say({ answered: { state: 'status', detail: 401 } })).toMatch(/refused the key \(HTTP 401\)/);
		expect(say({ answered: { state: 'status', detail: 403 } })).toMatch(/refused the key \(HTTP 403\)/);
	});

	it('names the path for 404 and the host when the name is not found', () => {
		expect(say({ answered: { state: 'status', detail: 404 } })).toMatch(/path/);
		expect(say({ named: { state: 'not_found' } })).toMatch(/no host named api\.example\.com/);
	});

	it('has one sentence for every failing outcome, from the first failed stage', () => {
		const cases: [Partial<Reach>, StageOutcome, RegExp][] = [
			[{ named: { state: 'not_found' } }, 'named.not_found', /host name/],
			[{ named: { state: 'refused', detail: 'SERVFAIL' } }, 'named.refused', /DNS/],
			[{ connected: { state: 'refused' } }, 'connected.refused', /Nothing listens on that port/],
			[{ connected: { state: 'silent' } }, 'connected.silent', /firewall/],
			[{ connected: { state: 'failed', detail: 'EHOSTUNREACH' } }, 'connected.failed', /EHOSTUNREACH/],
			[{ connected: { state: 'skipped' } }, 'connected.skipped', /No connection was attempted/],
			[{ answered: { state: 'status', detail: 401 } }, 'answered.status_key', /key/],
			[{ answered: { state: 'status', detail: 404 } }, 'answered.status_path', /404/],
			[{ answered: { state: 'status', detail: 429 } }, 'answered.status_limit', /429/],
			[{ answered: { state: 'status', detail: 503 } }, 'answered.status_server', /503/],
			[{ answered: { state: 'status', detail: 400 } }, 'answered.status_other', /400/],
			[{ answered: { state: 'name_not_usable', detail: 'x' } }, 'answered.name_not_usable', /host name cannot be used/],
			[{ answered: { state: 'handshake_failed', detail: 'CERT' } }, 'answered.handshake_failed', /certificate/],
			[{ answered: { state: 'unreachable', detail: 'reset' } }, 'answered.unreachable', /No HTTP answer/]
		];
		for (const [reach, outcome, sentence] of cases) {
			const r = { ...base, ...reach };
			expect(firstFailure(r)?.outcome).toBe(outcome);
			expect(probeSentence(r, words)).toMatch(sentence);
		}
	});

	it('describes every route and every good outcome too', () => {
		const routes: Reach['through'][] = [
			{ state: 'direct' },
			{ state: 'environment', detail: 'HTTPS_PROXY' },
			{ state: 'excluded' },
			{ state: 'local_address' },
			{ state: 'disabled' }
		];
		for (const through of routes) {
			const outcome = stageOutcome({ ...base, through }, 'through');
			expect(words[outcome]({ detail: 'HTTPS_PROXY', host: 'h' }).length).toBeGreaterThan(3);
		}
		expect(
			(words['through.environment'] as (p: { detail: string; host: string }) => string)({
				detail: 'HTTPS_PROXY',
				host: ''
			})
		).toContain('HTTPS_PROXY');
		expect(Object.keys(words)).toHaveLength(23);
	});

	it('reads the example frames: ok, 401 (the key, not the network) and DNS failure (the host)', () => {
		expect(probeSentence(ok.event.data.reach as Reach, words)).toBeNull();
		expect(probeSentence(e401.event.data.reach as Reach, words)).toMatch(/key/);
		// The stage order wins: named failed first, so the sentence is about the host, not "unreachable".
		expect(firstFailure(dns.event.data.reach as Reach)?.stage).toBe('named');
		expect(probeSentence(dns.event.data.reach as Reach, words)).toMatch(/opnerouter\.ai/);
	});
});
