import { flushSync } from 'svelte';
import { describe, expect, it } from 'vitest';
import type { LinkState } from '$lib/wire/link-types';
import { welcomeCity } from './welcome-city.svelte';

describe('welcomeCity', () => {
	it('takes the first welcome’s city and keeps it through a reconnect to another name', () => {
		let state = $state<LinkState>({ kind: 'connecting', url: 'ws://x/ws', attempt: 1 });
		let welcome!: { readonly current: string | null };
		const stop = $effect.root(() => {
			welcome = welcomeCity(() => state);
		});
		flushSync();
		expect(welcome.current).toBeNull();
		// A welcome that names no city latches nothing.
		state = { kind: 'connected', url: 'ws://x/ws', city: null, wireV: 65 };
		flushSync();
		expect(welcome.current).toBeNull();
		state = { kind: 'connected', url: 'ws://x/ws', city: 'acme', wireV: 65 };
		flushSync();
		expect(welcome.current).toBe('acme');
		state = { kind: 'retrying', url: 'ws://x/ws', attempt: 1, retryAt: 0, delayMs: 500 };
		flushSync();
		state = { kind: 'connected', url: 'ws://x/ws', city: 'other', wireV: 65 };
		flushSync();
		expect(welcome.current).toBe('acme');
		stop();
	});
});
