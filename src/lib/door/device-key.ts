import { sessionMessage, toHex } from '$protocol/door';

/** What this browser lacks to pair, or `null` when it can. */
export type MissingForDoor = 'indexeddb' | 'webcrypto' | 'ed25519';

/** A fresh Ed25519 key pair whose private half can never be exported (WIRE.md §2a). */
export async function makeDeviceKeys(subtle: SubtleCrypto = crypto.subtle): Promise<CryptoKeyPair> {
	return (await subtle.generateKey({ name: 'Ed25519' }, false, ['sign', 'verify'])) as CryptoKeyPair;
}

/** The raw 32 bytes of the public half, as 64 lowercase hex characters (not SPKI). */
export async function publicKeyHex(keys: CryptoKeyPair, subtle: SubtleCrypto = crypto.subtle): Promise<string> {
	return toHex(await subtle.exportKey('raw', keys.publicKey));
}

/** The session signature over the context line, the nonce and this page's origin, as 128 hex characters. */
export async function signSession(
	keys: CryptoKeyPair,
	nonce: string,
	origin: string,
	subtle: SubtleCrypto = crypto.subtle
): Promise<string> {
	const message = new TextEncoder().encode(sessionMessage(nonce, origin));
	return toHex(await subtle.sign({ name: 'Ed25519' }, keys.privateKey, message));
}

/** Whether this browser can keep a paired key: IndexedDB, WebCrypto and Ed25519 in it. */
export async function missingForDoor(): Promise<MissingForDoor | null> {
	if (typeof indexedDB === 'undefined') return 'indexeddb';
	if (typeof crypto === 'undefined' || !crypto.subtle) return 'webcrypto';
	try {
		await makeDeviceKeys();
		return null;
	} catch {
		return 'ed25519';
	}
}

/** A label for this browser from what it says of itself: `Chrome · Linux`, at most 64 characters. */
export function defaultDeviceLabel(nav: Pick<Navigator, 'userAgent'> & { userAgentData?: unknown }): string {
	const ua = nav.userAgent;
	const data = nav.userAgentData as { platform?: string; brands?: { brand: string }[] } | undefined;
	const brand =
		data?.brands?.map((b) => b.brand).find((b) => !/not.?a.?brand|chromium/i.test(b)) ??
		(/Edg\//.test(ua)
			? 'Edge'
			: /Firefox\//.test(ua)
				? 'Firefox'
				: /Chrome\//.test(ua)
					? 'Chrome'
					: /Safari\//.test(ua)
						? 'Safari'
						: 'Browser');
	const system =
		data?.platform ||
		(/Android/.test(ua)
			? 'Android'
			: /iPhone|iPad/.test(ua)
				? 'iOS'
				: /Mac OS X/.test(ua)
					? 'macOS'
					: /Windows/.test(ua)
						? 'Windows'
						: /Linux/.test(ua)
							? 'Linux'
							: '');
	return (system ? `${brand} · ${system}` : brand).slice(0, 64);
}
