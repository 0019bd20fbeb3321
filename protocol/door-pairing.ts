import * as v from 'valibot';
import { CONTROL_CHARS } from './schemas/common';
import { DeviceId } from './door';

/*
 * Pairing at the city's door (WIRE.md §2a): the rules for a code, a label and `/pair`'s bodies. Apart from
 * `door.ts` so a paired browser's first load never carries it (the app fetches it only to pair).
 */

/** A device label: 1–64 characters, no control characters (the city answers 422 otherwise). */
export const DEVICE_LABEL_MAX = 64;
export type LabelProblem = 'empty' | 'too-long' | 'control';
export function labelProblem(label: string): LabelProblem | null {
	if (label.length === 0) return 'empty';
	if ([...label].length > DEVICE_LABEL_MAX) return 'too-long';
	if (CONTROL_CHARS.test(label)) return 'control';
	return null;
}

/** The terminal's code: two groups of four, lowercase, a dash between them. */
export const PAIRING_CODE_PATTERN = /^[a-z0-9]{4}-[a-z0-9]{4}$/;
/** A single-use code the city mints for a browser it opens itself, handed over as `#open=<code>`. */
export const OPEN_CODE_PATTERN = /^[0-9a-f]{32}$/;

/**
 * A typed or pasted pairing code as the city reads it: lowercase, whitespace dropped, the dash kept; eight
 * symbols pasted without their dash (`ABCD EFGH`) get it back.
 */
export function normalizePairingCode(typed: string): string {
	const code = typed.toLowerCase().replace(/\s+/g, '');
	return /^[a-z0-9]{8}$/.test(code) ? `${code.slice(0, 4)}-${code.slice(4)}` : code;
}

/** `/pair`'s 200 body. */
export const PairAnswer = v.object({ device: DeviceId });
export type PairAnswer = v.InferOutput<typeof PairAnswer>;
/** What `/pair` reads: exactly one of `code` and `open`. */
export const PairRequest = v.union([
	v.strictObject({ code: v.string(), public_key: v.string(), label: v.string() }),
	v.strictObject({ open: v.string(), public_key: v.string(), label: v.string() })
]);
export type PairRequest = v.InferOutput<typeof PairRequest>;
export const SessionRequest = v.strictObject({ device: v.string(), nonce: v.string(), signature: v.string() });
export type SessionRequest = v.InferOutput<typeof SessionRequest>;

export function fromHex(hex: string): Uint8Array<ArrayBuffer> {
	const out = new Uint8Array(hex.length / 2);
	for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
	return out;
}
