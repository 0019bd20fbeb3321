import { DOOR_ROUTES, toHex } from '$protocol/door';
import { normalizePairingCode, PairAnswer, type PairRequest } from '$protocol/door-pairing';
import { defaultDeviceLabel } from './device-label';
import type { PairedDevice } from './device-store';
import type { DoorReply, DoorRequests } from './door-requests';

export type PairProof = { code: string } | { open: string };

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

/** What one pairing came to, before the key is kept. */
export type Paired =
	| { kind: 'paired'; device: PairedDevice }
	| { kind: 'unsupported'; missing: MissingForDoor }
	| Exclude<DoorReply<never>, { kind: 'ok' }>;

/**
 * Pairs a fresh key (WIRE.md §2a): made non-extractable, its raw public half sent with the code or open code
 * and the label as the city reads them. Fetched only when a browser pairs, never on a paired browser's load.
 */
export async function pairDevice(
	requests: DoorRequests,
	proof: PairProof,
	label: string | null,
	missing: () => Promise<MissingForDoor | null> = missingForDoor
): Promise<Paired> {
	label ??= defaultDeviceLabel(navigator);
	const lacking = await missing();
	if (lacking) return { kind: 'unsupported', missing: lacking };
	const keys = await makeDeviceKeys();
	const publicKey = await publicKeyHex(keys);
	const body: PairRequest =
		'code' in proof
			? { code: normalizePairingCode(proof.code), public_key: publicKey, label: label.trim() }
			: { open: proof.open, public_key: publicKey, label: label.trim() };
	const reply = await requests.post(DOOR_ROUTES.pair, body, PairAnswer);
	if (reply.kind !== 'ok') return reply;
	return { kind: 'paired', device: { id: reply.value.device, keys, publicKey } };
}
