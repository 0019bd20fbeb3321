import { describe, expect, it } from 'vitest';
import { emptyTuning } from '$protocol/schemas/endpoints';
import { emptyTuningForm, readTuningForm, tuningFormFrom } from './tuning-form';

describe('readTuningForm', () => {
	it('sends empty figures as null, never 0, and keeps 0 retries', () => {
		const r = readTuningForm({ ...emptyTuningForm(), requestMaxRetries: '0' }, null);
		expect(r).toEqual({ ok: true, tuning: emptyTuning({ request_max_retries: 0 }) });
	});

	it('drops blank rows and keeps override text unconverted', () => {
		const r = readTuningForm(
			{
				...emptyTuningForm(),
				headers: [
					{ name: '', value: '' },
					{ name: 'X-Title', value: 'acme' }
				],
				overrides: [
					{ pointer: '/usage/include', value: 'true' },
					{ pointer: '', value: '' }
				]
			},
			null
		);
		expect(r.ok && r.tuning.headers).toEqual([{ name: 'X-Title', value: 'acme' }]);
		expect(r.ok && r.tuning.overrides).toEqual([{ pointer: '/usage/include', value: 'true' }]);
	});

	it('names every bad field by path', () => {
		const r = readTuningForm(
			{
				...emptyTuningForm(),
				timeoutMs: '0',
				maxInFlight: '300',
				headers: [{ name: 'Bad Name', value: 'x' }],
				overrides: [{ pointer: 'provider', value: '1' }]
			},
			null
		);
		expect(r).toEqual({
			ok: false,
			errors: {
				timeoutMs: 'below_one',
				maxInFlight: 'above_256',
				'headers.0.name': 'header_token',
				'overrides.0.pointer': 'not_a_pointer'
			}
		});
	});

	it('sends account_retries only with two or more accounts', () => {
		const one = [{ id: 'a', reference: null, header: null }];
		const two = [...one, { id: 'b', reference: null, header: null }];
		const form = { ...emptyTuningForm(), accountRetries: 'two' as const };
		expect(
			readTuningForm(form, one).ok &&
				(readTuningForm(form, one) as { tuning: { account_retries: unknown } }).tuning.account_retries
		).toBeNull();
		expect((readTuningForm(form, two) as { tuning: { account_retries: unknown } }).tuning.account_retries).toBe('two');
	});
});

describe('header names', () => {
	it('refuses a repeated header name beside the later row, whatever its case', () => {
		const values = emptyTuningForm();
		values.headers = [
			{ name: 'X-Title', value: 'a' },
			{ name: 'x-title', value: 'b' }
		];
		const r = readTuningForm(values, null);
		expect(r.ok).toBe(false);
		if (!r.ok) expect(r.errors).toEqual({ 'headers.1.name': 'header_duplicate' });
	});
	it('fills the boxes from a read-back tuning, absent figures empty', () => {
		const f = tuningFormFrom({
			accounts: null,
			label: null,
			timeout_ms: 120000,
			request_max_retries: 0,
			stream_idle_timeout_ms: null,
			headers: [{ name: 'X-Title', value: 'acme' }],
			overrides: [],
			proxying: 'except_local',
			max_in_flight: null,
			account_retries: null
		});
		expect(f.timeoutMs).toBe('120000');
		expect(f.requestMaxRetries).toBe('0');
		expect(f.streamIdleTimeoutMs).toBe('');
		expect(f.proxying).toBe('except_local');
		expect(f.headers).toEqual([{ name: 'X-Title', value: 'acme' }]);
	});
});
