import { createPublicKey, randomBytes, timingSafeEqual, verify } from 'node:crypto';
import { blake3 } from '@noble/hashes/blake3.js';
import { toHex } from '../../protocol/door';

/** `n` random bytes as lowercase hex (codes, nonces, tokens, the city key). */
export function randomHex(n: number): string {
	return randomBytes(n).toString('hex');
}

/** BLAKE3 of a secret's text: the door keeps digests of codes and tokens, never the secrets themselves. */
export function digest(text: string): string {
	return toHex(blake3(new TextEncoder().encode(text)));
}

/** Constant-time equality of two digests. */
export function sameDigest(a: string, b: string): boolean {
	const x = Buffer.from(a);
	const y = Buffer.from(b);
	return x.length === y.length && timingSafeEqual(x, y);
}

/** A device's id: the first 16 hex characters of BLAKE3 of its raw public key, so re-pairing keeps it. */
export function deviceIdOf(publicKey: Uint8Array): string {
	return toHex(blake3(publicKey)).slice(0, 16);
}

/** 64 or 128 hex characters of either case, as the real city decodes them; else null. */
export function decodeHex(text: string, bytes: number): Uint8Array | null {
	if (text.length !== bytes * 2 || !/^[0-9a-fA-F]*$/.test(text)) return null;
	return new Uint8Array(Buffer.from(text, 'hex'));
}

/** Ed25519 over `message`'s UTF-8 bytes; a key that is not a curve point simply does not verify. */
export function verifyEd25519(publicKey: Uint8Array, message: string, signature: Uint8Array): boolean {
	try {
		const key = createPublicKey({
			key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(publicKey).toString('base64url') },
			format: 'jwk'
		});
		return verify(null, Buffer.from(message, 'utf8'), key, signature);
	} catch {
		return false;
	}
}
