import { describe, expect, it } from 'vitest';
import { RefusalError, ShapeError } from '$protocol/errors';
import { answerStanding, type AnsweredQuery } from './answer-standing';

const answered = (over: Partial<AnsweredQuery> = {}): AnsweredQuery => ({
	data: { kind: 'answer', asOf: 10 },
	isPending: false,
	isError: false,
	isFetching: false,
	error: null,
	...over
});
const refusal = new RefusalError('endpoint_view', {
	code: 'E_STORAGE_FATAL',
	action: 'read the endpoints',
	subject: 'the vault lock is poisoned',
	nearby: [],
	recovery: 'restart the city',
	retry: 'no'
});

describe('answerStanding', () => {
	it('is current only for an answer that no later event outdates and that is not being asked again', () => {
		expect(answerStanding(answered())).toBe('current');
		expect(answerStanding(answered(), 9)).toBe('current');
	});

	it('is stale once an event at or after the answer’s as_of makes the question stale', () => {
		expect(answerStanding(answered(), 10)).toBe('stale');
		expect(answerStanding(answered(), 11)).toBe('stale');
	});

	it('is stale while the question is asked again', () => {
		expect(answerStanding(answered({ isFetching: true }))).toBe('stale');
	});

	it('is loading before the first answer', () => {
		expect(answerStanding(answered({ data: undefined, isPending: true, isFetching: true }))).toBe('loading');
	});

	it('is unavailable when the city could not look, even with an earlier answer kept on screen', () => {
		expect(answerStanding(answered({ data: { kind: 'unavailable', asOf: 12 } }))).toBe('unavailable');
	});

	it('tells a refusal from any other failure, and holds an earlier answer kept beside either', () => {
		expect(answerStanding(answered({ isError: true, error: refusal }))).toBe('refused');
		expect(answerStanding(answered({ isError: true, error: new ShapeError('endpoint_view', []) }))).toBe('failed');
		expect(answerStanding(answered({ isError: true, error: new Error('late') }))).toBe('failed');
	});
});
