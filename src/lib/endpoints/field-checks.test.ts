import { describe, expect, it } from 'vitest';
import {
	checkAccountHeader,
	checkKeyedHeader,
	checkAccountIds,
	checkBaseUrl,
	checkEndpointName,
	checkHeaderName,
	checkPointer,
	readFigure
} from './field-checks';

describe('form validators', () => {
	it('accepts only http(s) base URLs', () => {
		expect(checkBaseUrl('https://api.openai.com/v1')).toBeNull();
		expect(checkBaseUrl('http://127.0.0.1:8000/v1')).toBeNull();
		expect(checkBaseUrl('ftp://example.com')).toBe('not_http');
		expect(checkBaseUrl('file:///etc/passwd')).toBe('not_http');
		expect(checkBaseUrl('javascript:alert(1)')).toBe('not_http');
		expect(checkBaseUrl('api.openai.com/v1')).toBe('not_a_url');
		expect(checkBaseUrl('')).toBe('required');
		expect(checkBaseUrl('https://u:p@example.com')).toBe('credentials_in_url');
	});

	it('checks header names against HTTP token characters', () => {
		expect(checkHeaderName('X-Title')).toBeNull();
		expect(checkHeaderName("a!#$%&'*+-.^_`|~9")).toBeNull();
		expect(checkHeaderName('X Title')).toBe('header_token');
		expect(checkHeaderName('X-Title:')).toBe('header_token');
		expect(checkHeaderName('Ünicode')).toBe('header_token');
		expect(checkHeaderName('')).toBe('required');
	});

	it('checks a search account’s key header: required once the account has a key', () => {
		expect(checkKeyedHeader('', null)).toBeNull();
		expect(checkKeyedHeader('', 'secret:search/brave.main')).toBe('header_for_key');
		expect(checkKeyedHeader('x-api-key', 'secret:search/brave.main')).toBeNull();
		expect(checkKeyedHeader('x api', 'secret:search/brave.main')).toBe('header_token');
		expect(checkKeyedHeader('x-api-key', null)).toBe('header_needs_reference');
	});

	it('checks an account’s key header: optional, token characters, only with a reference', () => {
		expect(checkAccountHeader('', null)).toBeNull();
		expect(checkAccountHeader('', 'secret:providers/x')).toBeNull();
		expect(checkAccountHeader('api-key', 'secret:providers/x')).toBeNull();
		expect(checkAccountHeader('X-Goog-Api-Key', 'secret:providers/x')).toBeNull();
		expect(checkAccountHeader('api key', 'secret:providers/x')).toBe('header_token');
		expect(checkAccountHeader('api-key:', 'secret:providers/x')).toBe('header_token');
		expect(checkAccountHeader(' api-key', 'secret:providers/x')).toBe('header_token');
		// Without a reference the account sends no key, so there is nothing for a header to carry.
		expect(checkAccountHeader('api-key', null)).toBe('header_needs_reference');
		expect(checkAccountHeader('bad header', null)).toBe('header_needs_reference');
	});

	it('checks JSON pointers', () => {
		expect(checkPointer('/provider/sort')).toBeNull();
		expect(checkPointer('')).toBeNull();
		expect(checkPointer('/a~1b/c~0d')).toBeNull();
		expect(checkPointer('provider/sort')).toBe('not_a_pointer');
		expect(checkPointer('/a~2')).toBe('not_a_pointer');
		expect(checkPointer('/a~')).toBe('not_a_pointer');
	});

	it('checks account ids: grammar and duplicates', () => {
		expect(checkAccountIds(['work', 'home2'])).toEqual([null, null]);
		expect(checkAccountIds(['work', 'work'])).toEqual([null, 'account_duplicate']);
		expect(checkAccountIds(['Work', 'a_b', 'a-b', 'a b', ''])).toEqual([
			'account_grammar',
			'account_grammar',
			'account_grammar',
			'account_grammar',
			'required'
		]);
	});

	it('checks endpoint names', () => {
		expect(checkEndpointName('openrouter')).toBeNull();
		expect(checkEndpointName('')).toBe('required');
		expect(checkEndpointName('a\u0007b')).toBe('control_chars');
	});

	it('reads figures: empty is null, never 0', () => {
		expect(readFigure('', { min: 1 })).toEqual({ ok: true, value: null });
		expect(readFigure(' 120000 ', { min: 1 })).toEqual({ ok: true, value: 120000 });
		expect(readFigure('0', { min: 0 })).toEqual({ ok: true, value: 0 });
		expect(readFigure('0', { min: 1 })).toEqual({ ok: false, problem: 'below_one' });
		expect(readFigure('1.5', { min: 1 })).toEqual({ ok: false, problem: 'not_a_whole_number' });
		expect(readFigure('-1', { min: 0 })).toEqual({ ok: false, problem: 'below_zero' });
		expect(readFigure('-1', { min: 1 })).toEqual({ ok: false, problem: 'below_one' });
		expect(readFigure('99999999999999999999', { min: 1 })).toEqual({ ok: false, problem: 'too_large' });
		expect(readFigure('99999999999999999999', { min: 1, max: 256 })).toEqual({ ok: false, problem: 'above_256' });
		expect(readFigure('257', { min: 1, max: 256 })).toEqual({ ok: false, problem: 'above_256' });
	});
});
