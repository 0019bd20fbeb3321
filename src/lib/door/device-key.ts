import { sessionMessage, toHex } from '$protocol/door';

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
