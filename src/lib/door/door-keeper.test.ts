import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionMessage } from '$protocol/door';
import { fromHex, type PairRequest, type SessionRequest } from '$protocol/door-pairing';
import { DoorKeeper } from './door-keeper.svelte';
import type { DeviceStore, PairedDevice } from './device-store';
import type { DoorReply, DoorRequests } from './door-requests';

const ORIGIN = 'http://127.0.0.1:4780';
const NONCE = 'ab'.repeat(32);
const TOKEN = 'cd'.repeat(32);

/** A door the test answers: records every request body. */
function fakeDoor(opts: { session?: DoorReply<{ token: string }>[]; pair?: DoorReply<{ device: string }>[] } = {}) {
	const seen = { pair: [] as PairRequest[], session: [] as SessionRequest[], challenges: 0 };
	const requests = {
		post: async (route: string, body: PairRequest) => {
			expect(route).toBe('/pair');
			seen.pair.push(body);
			return opts.pair?.shift() ?? { kind: 'ok', value: { device: '0123456789abcdef' } };
		},
		challenge: async () => (seen.challenges++, { kind: 'ok', value: { nonce: NONCE } }),
		session: async (body: SessionRequest) => (
			seen.session.push(body),
			opts.session?.shift() ?? { kind: 'ok', value: { token: TOKEN } }
		)
	} as unknown as DoorRequests;
	return { requests, seen };
}

function memoryStore(initial: PairedDevice | null = null) {
	let device = initial;
	return {
		get device() {
			return device;
		},
		load: async () => device,
		save: async (d: PairedDevice) => void (device = d),
		drop: async () => void (device = null)
	} as unknown as DeviceStore & { readonly device: PairedDevice | null };
}

function keeper(
	door: ReturnType<typeof fakeDoor>,
	store = memoryStore(),
	extra: { hostToken?: string; openCode?: string; getToken?: () => Promise<string> } = {}
) {
	return new DoorKeeper({
		requests: door.requests,
		store,
		origin: ORIGIN,
		hostToken: extra.hostToken ?? null,
		getToken: extra.getToken,
		openCode: extra.openCode ?? null,
		defaultLabel: 'Chrome · Linux',
		missing: async () => null
	});
}

describe('DoorKeeper', () => {
	afterEach(() => vi.unstubAllGlobals());

	it("asks a host's getToken once per attempt and never pairs or opens a session of its own", async () => {
		const door = fakeDoor();
		const store = memoryStore();
		let n = 0;
		const k = keeper(door, store, { getToken: async () => `host-${++n}` });
		expect(k.status).toBe('host');
		expect(await k.credential()).toEqual({ kind: 'token', token: 'host-1' });
		expect(k.token).toBe('host-1');
		expect(await k.credential()).toEqual({ kind: 'token', token: 'host-2' });
		expect(n).toBe(2);
		expect(door.seen).toEqual({ pair: [], session: [], challenges: 0 });
		await k.forgetThisBrowser();
		expect(k.status).toBe('host');
	});

	it("says a failing getToken as the door's answer, so the connection tries again later", async () => {
		const k = keeper(fakeDoor(), memoryStore(), {
			getToken: () => Promise.reject(new Error('dashboard session expired'))
		});
		expect(await k.credential()).toEqual({ kind: 'retry', detail: 'dashboard session expired', host: true });
		expect(k.token).toBeNull();
	});
	it('asks the person to pair when this browser holds no key, opening no session', async () => {
		const door = fakeDoor();
		const k = keeper(door);
		expect(await k.credential()).toEqual({ kind: 'wait' });
		expect(k.status).toBe('pairing');
		expect(door.seen.session).toEqual([]);
	});

	it('pairs with the typed code as the city reads it, keeps a non-extractable key, and resumes the connection', async () => {
		const door = fakeDoor();
		const store = memoryStore();
		const k = keeper(door, store);
		let resumed = 0;
		k.onResume(() => resumed++);
		expect(await k.pair({ code: ' ABCD EFGH ' }, '  Work laptop ')).toEqual({ kind: 'paired' });
		expect(door.seen.pair[0]).toMatchObject({ code: 'abcd-efgh', label: 'Work laptop' });
		expect(door.seen.pair[0]!.public_key).toMatch(/^[0-9a-f]{64}$/);
		expect(store.device?.keys.privateKey.extractable).toBe(false);
		await expect(crypto.subtle.exportKey('pkcs8', store.device!.keys.privateKey)).rejects.toThrow();
		expect(resumed).toBe(1);
		expect(k.deviceId).toBe('0123456789abcdef');
	});

	it('signs a fresh challenge over the nonce and this origin, and holds the token in memory', async () => {
		// Every place a browser could keep it, recorded: the device store, web storage and cookies.
		const kept: string[] = [];
		const webStorage = () => ({ setItem: (k: string, v: string) => void kept.push(`${k}=${v}`) });
		vi.stubGlobal('localStorage', webStorage());
		vi.stubGlobal('sessionStorage', webStorage());
		vi.stubGlobal('document', {
			set cookie(v: string) {
				kept.push(v);
			}
		});
		const door = fakeDoor();
		const memory = memoryStore();
		const store = {
			...memory,
			get device() {
				return memory.device;
			},
			save: async (d: PairedDevice) => (kept.push(JSON.stringify(d)), memory.save(d))
		} as typeof memory;
		const k = keeper(door, store);
		await k.pair({ code: 'abcd-efgh' }, 'x');
		expect(await k.credential()).toEqual({ kind: 'token', token: TOKEN });
		vi.unstubAllGlobals();
		expect(kept.length).toBeGreaterThan(0);
		expect(kept.filter((v) => v.includes(TOKEN))).toEqual([]);
		const sent = door.seen.session[0]!;
		expect(sent).toMatchObject({ device: '0123456789abcdef', nonce: NONCE });
		const ok = await crypto.subtle.verify(
			{ name: 'Ed25519' },
			store.device!.keys.publicKey,
			fromHex(sent.signature),
			new TextEncoder().encode(sessionMessage(NONCE, ORIGIN))
		);
		expect(ok).toBe(true);
		expect(k.token).toBe(TOKEN);
		expect(k.status).toBe('entered');
	});

	it('uses a key read started before it (beside config.json), and does not read the store again', async () => {
		const door = fakeDoor();
		const paired = memoryStore();
		await keeper(door, paired).pair({ code: 'abcd-efgh' }, 'x');
		let reads = 0;
		const store = { ...paired, load: async () => (reads++, null) } as unknown as DeviceStore;
		const k = new DoorKeeper({
			requests: door.requests,
			store,
			stored: Promise.resolve(paired.device),
			origin: ORIGIN,
			hostToken: null,
			openCode: null
		});
		expect(await k.credential()).toEqual({ kind: 'token', token: TOKEN });
		expect(await k.credential()).toEqual({ kind: 'token', token: TOKEN });
		expect(reads).toBe(0);
		expect(door.seen.session.map((s) => s.device)).toEqual(['0123456789abcdef', '0123456789abcdef']);
	});

	it('asks for the challenge while the key is still being read', async () => {
		const door = fakeDoor();
		const paired = memoryStore();
		await keeper(door, paired).pair({ code: 'abcd-efgh' }, 'x');
		let release: (d: PairedDevice | null) => void = () => {};
		const k = new DoorKeeper({
			requests: door.requests,
			store: paired,
			stored: new Promise((resolve) => (release = resolve)),
			origin: ORIGIN,
			hostToken: null,
			openCode: null
		});
		const credential = k.credential();
		await Promise.resolve();
		expect(door.seen.challenges).toBe(1);
		expect(door.seen.session).toEqual([]);
		release(paired.device);
		expect(await credential).toEqual({ kind: 'token', token: TOKEN });
	});

	it('tells when its first answer came, whatever it was, and gives up waiting after the time asked', async () => {
		vi.useFakeTimers();
		try {
			const k = keeper(fakeDoor());
			let waited = false;
			void k.answeredWithin(200).then(() => (waited = true));
			await vi.advanceTimersByTimeAsync(199);
			expect(waited).toBe(false);
			await vi.advanceTimersByTimeAsync(1);
			expect(waited).toBe(true);

			let answered = false;
			void k.answeredWithin(60_000).then(() => (answered = true));
			expect(await k.credential()).toEqual({ kind: 'wait' });
			await vi.advanceTimersByTimeAsync(0);
			expect(answered).toBe(true);
		} finally {
			vi.useRealTimers();
		}
	});

	it('treats a failed early read as no key: the pairing screen, not a crash', async () => {
		const door = fakeDoor();
		const failed = Promise.reject(new Error('IndexedDB is not available'));
		failed.catch(() => undefined);
		const k = new DoorKeeper({
			requests: door.requests,
			store: memoryStore(),
			stored: failed,
			origin: ORIGIN,
			hostToken: null,
			openCode: null,
			missing: async () => null
		});
		expect(await k.credential()).toEqual({ kind: 'wait' });
		expect(k.status).toBe('pairing');
	});

	it('drops a key the city no longer knows (403), returns to pairing and says it was forgotten, until paired', async () => {
		const text = 'open a browser session: pair this browser again: the city does not know it';
		const door = fakeDoor({ session: [{ kind: 'refused', status: 403, text }] });
		const store = memoryStore();
		const k = keeper(door, store);
		await k.pair({ code: 'abcd-efgh' }, 'x');
		expect(k.forgotten).toBeNull();
		expect(await k.credential()).toEqual({ kind: 'wait' });
		expect(store.device).toBeNull();
		expect(k.status).toBe('pairing');
		expect(k.forgotten).toEqual({ said: text });
		await k.pair({ code: 'abcd-efgh' }, 'x');
		expect(k.forgotten).toBeNull();
	});

	it('says nothing was forgotten to a browser that never held a key or chose to pair again, and says so after forgetting this one', async () => {
		const k = keeper(fakeDoor());
		expect(await k.credential()).toEqual({ kind: 'wait' });
		expect(k.forgotten).toBeNull();
		await k.forgetThisBrowser();
		expect(k.forgotten).toBeNull();
		await k.forgetThisBrowser(true);
		expect(k.forgotten).toEqual({ said: null });
		expect(k.status).toBe('pairing');
	});

	it('keeps the last token when the door cannot be reached, and retries without one', async () => {
		const door = fakeDoor({
			session: [
				{ kind: 'ok', value: { token: TOKEN } },
				{ kind: 'unreachable', detail: 'fetch failed' }
			]
		});
		const k = keeper(door);
		await k.pair({ code: 'abcd-efgh' }, 'x');
		await k.credential();
		expect(await k.credential()).toEqual({ kind: 'token', token: TOKEN });
		const fresh = keeper(fakeDoor({ session: [{ kind: 'unreachable', detail: 'fetch failed' }] }));
		await fresh.pair({ code: 'abcd-efgh' }, 'x');
		expect(await fresh.credential()).toEqual({ kind: 'retry', detail: 'fetch failed' });
	});

	it('shows a refused code as the city said it and keeps nothing', async () => {
		const text = 'pair a browser: type the pairing code the terminal shows now';
		const store = memoryStore();
		const k = keeper(fakeDoor({ pair: [{ kind: 'refused', status: 403, text }] }), store);
		expect(await k.pair({ code: 'abcd-efgh' }, 'x')).toEqual({ kind: 'refused', status: 403, text });
		expect(store.device).toBeNull();
	});

	it('redeems an open code at the first attempt, then enters', async () => {
		const door = fakeDoor();
		const k = keeper(door, memoryStore(), { openCode: 'f'.repeat(32) });
		expect(await k.credential()).toEqual({ kind: 'token', token: TOKEN });
		expect(door.seen.pair[0]).toMatchObject({ open: 'f'.repeat(32), label: 'Chrome · Linux' });
	});

	it('uses a host’s token as given and never pairs or asks the door', async () => {
		const door = fakeDoor();
		const k = keeper(door, memoryStore(), { hostToken: 'host-token' });
		expect(await k.credential()).toEqual({ kind: 'token', token: 'host-token' });
		expect(door.seen.challenges).toBe(0);
		expect(k.status).toBe('host');
	});

	it('enters a city without a door with no token', async () => {
		const door = fakeDoor();
		(door.requests as unknown as { challenge: () => Promise<unknown> }).challenge = async () => ({ kind: 'no-door' });
		const k = keeper(door);
		expect(await k.credential()).toEqual({ kind: 'none' });
		expect(k.status).toBe('no-door');
	});
});
