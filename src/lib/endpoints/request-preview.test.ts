import { describe, expect, it } from 'vitest';
import type { EndpointTuning } from '$protocol/schemas/endpoints';
import {
	applyPointer,
	generationRequest,
	listRequest,
	modelListUrl,
	overrideValue,
	requestText
} from './request-preview';

const tuning: EndpointTuning = {
	accounts: [
		{ id: 'main', reference: 'secret:providers/openrouter', header: null },
		{ id: 'spare', reference: 'secret:providers/openrouter-spare', header: null }
	],
	label: null,
	timeout_ms: null,
	request_max_retries: null,
	stream_idle_timeout_ms: null,
	headers: [{ name: 'X-Title', value: 'acme' }],
	overrides: [
		{ pointer: '/provider/sort', value: 'price' },
		{ pointer: '/usage/include', value: 'true' }
	],
	proxying: null,
	max_in_flight: null,
	account_retries: null
};

describe('the request preview', () => {
	it('shows the model-list request with the reference, never a value', () => {
		const r = listRequest({
			baseUrl: 'https://openrouter.ai/api/v1/',
			dialect: 'open_ai',
			secret: null,
			authHeader: null,
			tuning
		});
		expect(r).toEqual({
			method: 'GET',
			url: 'https://openrouter.ai/api/v1/models',
			headers: [
				['accept', 'application/json'],
				['X-Title', 'acme'],
				['authorization', 'Bearer secret:providers/openrouter']
			],
			body: null
		});
	});

	it('uses the dialect’s key header and path for Anthropic', () => {
		const t = {
			...tuning,
			headers: [],
			accounts: [{ id: 'a', reference: 'secret:providers/anthropic', header: null }]
		};
		const r = listRequest({
			baseUrl: 'https://api.anthropic.com',
			dialect: 'anthropic',
			secret: null,
			authHeader: null,
			tuning: t
		});
		expect(r.url).toBe('https://api.anthropic.com/v1/models');
		expect(r.headers).toContainEqual(['x-api-key', 'secret:providers/anthropic']);
		expect(r.headers).toContainEqual(['anthropic-version', '2023-06-01']);
		expect(modelListUrl('https://api.deepseek.com/anthropic/v1', 'anthropic')).toBe(
			'https://api.deepseek.com/anthropic/v1/models'
		);
	});

	it('sends an account’s own header name and no key header without a key', () => {
		const custom = { ...tuning, accounts: [{ id: 'a', reference: 'secret:p/k', header: 'api-key' }] };
		expect(
			listRequest({ baseUrl: 'http://h/v1', dialect: 'open_ai', secret: null, authHeader: null, tuning: custom })
				.headers
		).toContainEqual(['api-key', 'secret:p/k']);
		const none = { ...tuning, accounts: [{ id: 'a', reference: null, header: null }] };
		const headers = listRequest({
			baseUrl: 'http://h/v1',
			dialect: 'open_ai',
			secret: null,
			authHeader: null,
			tuning: none
		}).headers;
		expect(headers.map(([n]) => n)).not.toContain('authorization');
	});

	it('applies body overrides in order, reading JSON when it parses', () => {
		const r = generationRequest(
			{ baseUrl: 'https://openrouter.ai/api/v1', dialect: 'open_ai', secret: null, authHeader: null, tuning },
			'm'
		);
		expect(r.method).toBe('POST');
		expect(r.url).toBe('https://openrouter.ai/api/v1/chat/completions');
		expect(r.body).toEqual({ model: 'm', messages: [], provider: { sort: 'price' }, usage: { include: true } });
		expect(overrideValue('price')).toBe('price');
		expect(overrideValue('{"a":1}')).toEqual({ a: 1 });
		expect(applyPointer({ a: { b: 1 } }, '/a~1x/c~0', 2)).toEqual({ a: { b: 1 }, 'a/x': { 'c~': 2 } });
		const responses = generationRequest(
			{ baseUrl: 'https://api.openai.com/v1', dialect: 'open_ai_responses', secret: null, authHeader: null, tuning },
			'm'
		);
		expect(responses.url).toBe('https://api.openai.com/v1/responses');
	});

	it('reads as the request would be written: no indentation, a blank line before the body', () => {
		const input = {
			baseUrl: 'https://openrouter.ai/api/v1',
			dialect: 'open_ai' as const,
			secret: null,
			authHeader: null
		};
		expect(requestText(listRequest({ ...input, tuning: { ...tuning, headers: [], accounts: [] } }))).toBe(
			'GET https://openrouter.ai/api/v1/models\naccept: application/json'
		);
		expect(requestText(generationRequest({ ...input, tuning }, 'm'))).toBe(
			[
				'POST https://openrouter.ai/api/v1/chat/completions',
				'accept: application/json',
				'X-Title: acme',
				'authorization: Bearer secret:providers/openrouter',
				'content-type: application/json',
				'',
				'{\n  "model": "m",\n  "messages": [],\n  "provider": {\n    "sort": "price"\n  },\n  "usage": {\n    "include": true\n  }\n}'
			].join('\n')
		);
	});
});
