import { describe, expect, it } from 'vitest';
import { deviceKeyName } from '$lib/door/device-store';
import { whereOf } from './open-city';

describe('where a host puts the city', () => {
	it('puts /enroll beside the socket, under its base path, on the matching scheme', () => {
		expect(whereOf({ socket: 'ws://127.0.0.1:4780/ws' })).toEqual({
			wire: 'ws://127.0.0.1:4780/ws',
			enroll: 'http://127.0.0.1:4780/enroll',
			token: null,
			source: 'config.json'
		});
		expect(whereOf({ socket: 'wss://city.example/settings/ai/ws?x=1', token: 't' })).toMatchObject({
			enroll: 'https://city.example/settings/ai/enroll',
			token: 't'
		});
		expect(whereOf({ socket: 'ws://h/ws', enroll: 'http://other/enroll' }).enroll).toBe('http://other/enroll');
	});

	it('refuses a socket that is not ws: or wss:', () => {
		expect(() => whereOf({ socket: 'https://city.example/ws' })).toThrow(/ws: or wss:/);
		expect(() => whereOf({ socket: 'not a url' })).toThrow();
	});

	it('keeps one paired key per city: the page’s own city under the app’s name', () => {
		expect(deviceKeyName('http://127.0.0.1:4780', 'http://127.0.0.1:4780')).toBe('this-browser');
		expect(deviceKeyName('http://127.0.0.1:4781', 'http://127.0.0.1:4780')).toBe('this-browser@http://127.0.0.1:4781');
		expect(deviceKeyName('http://a.example/base', 'http://a.example')).not.toBe(
			deviceKeyName('http://b.example/base', 'http://a.example')
		);
	});
});
