import { ChallengeAnswer, DOOR_ROUTES, SessionAnswer, sessionMessage, toHex } from '../../protocol/door';
import { PairAnswer } from '../../protocol/door-pairing';
import * as v from 'valibot';

/** What a door route answered: its status and its body as text. */
export interface DoorReply {
	status: number;
	text: string;
}

/** A door route answered something other than 200; `text` is the city's plain-text refusal. */
export class DoorRefused extends Error {
	constructor(
		readonly route: string,
		readonly status: number,
		readonly text: string
	) {
		super(`${route} answered ${status}: ${text}`);
	}
}

/**
 * POSTs to a door route as a page on `origin` would (its Origin header; `Sec-Fetch-Site: same-origin`).
 * `body` undefined sends none; a string is sent as it is; `headers` override the defaults.
 */
export async function postDoor(
	cityOrigin: string,
	route: string,
	body?: unknown,
	headers: Record<string, string> = {}
): Promise<DoorReply> {
	const res = await fetch(cityOrigin + route, {
		method: 'POST',
		headers: {
			origin: cityOrigin,
			'sec-fetch-site': 'same-origin',
			...(body === undefined ? {} : { 'content-type': 'application/json' }),
			...headers
		},
		body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body)
	});
	return { status: res.status, text: await res.text() };
}

/**
 * The browser's half of the door, in Node: a non-extractable Ed25519 key made with WebCrypto (as the page
 * keeps one in IndexedDB), pairing once, then a fresh session before every socket.
 */
export class DoorClient {
	/** The device id the city gave at pairing. */
	device: string | null = null;

	private constructor(
		private readonly keys: CryptoKeyPair,
		/** The raw public key as 64 lowercase hex, as `/pair` takes it. */
		readonly publicKey: string
	) {}

	static async create(): Promise<DoorClient> {
		const keys = (await crypto.subtle.generateKey({ name: 'Ed25519' }, false, ['sign', 'verify'])) as CryptoKeyPair;
		return new DoorClient(keys, toHex(await crypto.subtle.exportKey('raw', keys.publicKey)));
	}

	/** Pairs with the terminal's code or an open code; resolves with the device id, throws `DoorRefused`. */
	async pair(origin: string, proof: ({ code: string } | { open: string }) & { label?: string }): Promise<string> {
		const { label = 'test browser', ...code } = proof;
		const reply = await postDoor(origin, DOOR_ROUTES.pair, { ...code, public_key: this.publicKey, label });
		if (reply.status !== 200) throw new DoorRefused(DOOR_ROUTES.pair, reply.status, reply.text);
		this.device = v.parse(PairAnswer, JSON.parse(reply.text)).device;
		return this.device;
	}

	/** A fresh nonce, signed for `origin`: what `/session` takes. */
	async signedChallenge(
		origin: string,
		signFor = origin
	): Promise<{ device: string; nonce: string; signature: string }> {
		if (!this.device) throw new Error('pair first');
		const challenge = await postDoor(origin, DOOR_ROUTES.challenge);
		if (challenge.status !== 200) throw new DoorRefused(DOOR_ROUTES.challenge, challenge.status, challenge.text);
		const { nonce } = v.parse(ChallengeAnswer, JSON.parse(challenge.text));
		return { device: this.device, nonce, signature: await this.sign(nonce, signFor) };
	}

	/** Opens a session at the city on `origin`; resolves with the token for `hello.token`, throws `DoorRefused`. */
	async openSession(origin: string): Promise<string> {
		const reply = await postDoor(origin, DOOR_ROUTES.session, await this.signedChallenge(origin));
		if (reply.status !== 200) throw new DoorRefused(DOOR_ROUTES.session, reply.status, reply.text);
		return v.parse(SessionAnswer, JSON.parse(reply.text)).token;
	}

	/** The page's signature over a nonce for an origin, as 128 hex. */
	async sign(nonce: string, origin: string): Promise<string> {
		const message = new TextEncoder().encode(sessionMessage(nonce, origin));
		return toHex(await crypto.subtle.sign({ name: 'Ed25519' }, this.keys.privateKey, message));
	}
}
