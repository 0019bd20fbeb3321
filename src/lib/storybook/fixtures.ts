import * as v from 'valibot';
import answeredRefusal from '$protocol/frames/answered-refusal.json';
import answeredUnavailable from '$protocol/frames/answered-unavailable.json';
import refusalGate from '$protocol/frames/refusal-gate.json';
import refusalHelloNoSession from '$protocol/frames/refusal-hello-no-session.json';
import refusalHelloWireMismatch from '$protocol/frames/refusal-hello-wire-mismatch.json';
import refusalUncorrelated from '$protocol/frames/refusal-uncorrelated.json';
import refusalWireMismatch from '$protocol/frames/refusal-wire-mismatch.json';
import welcome from '$protocol/frames/welcome.json';
import { Unavailable } from '$protocol/schemas/endpoints';
import { AxError } from '$protocol/schemas/refusal';

/*
 * Story data, read from the wire's own example frames (copied into
 * `$protocol/frames/`) and checked against the app's schemas, so a story
 * never shows a refusal the city could not send.
 */

/** A refusal with a gate (frames/refusal-gate.json). */
export const gateRefusal: AxError = v.parse(AxError, refusalGate.refusal);
/** A refused command with a "did you mean" (frames/refusal-uncorrelated.json). */
export const nearbyRefusal: AxError = v.parse(AxError, refusalUncorrelated.refusal);
/** The city could not read a frame of ours (frames/refusal-wire-mismatch.json). */
export const wireMismatchRefusal: AxError = v.parse(AxError, refusalWireMismatch.refusal);
/** A hello without a live session token, refused (frames/refusal-hello-no-session.json, WIRE.md §2a). */
export const helloNoSessionRefusal: AxError = v.parse(AxError, refusalHelloNoSession.refusal);
/** A hello from a client of another wire, refused (frames/refusal-hello-wire-mismatch.json, WIRE.md §2a). */
export const helloWireMismatchRefusal: AxError = v.parse(AxError, refusalHelloWireMismatch.refusal);
/** A question the city refused to answer (frames/answered-refusal.json). */
export const queryRefusal: AxError = v.parse(AxError, answeredRefusal.answered.outcome.refusal);
/** "The city could not look" (frames/answered-unavailable.json). */
export const unavailable: Unavailable = v.parse(Unavailable, answeredUnavailable.answered.outcome.answer.unavailable);
/** The city's name and wire version from frames/welcome.json. */
export const cityName: string = welcome.welcome.city;
export const cityWireV: number = welcome.welcome.wire_v;
export const citySchema: string = welcome.welcome.schema;

/** 5,000 characters of a real-looking recovery sentence, to show folding. */
export const longText: string = (nearbyRefusal.recovery + '; ').repeat(200).slice(0, 5000);

/** Text that looks like markup: it must be drawn as these exact characters. */
export const htmlLooking = '<img src=x onerror="alert(1)"><b>bold?</b> &amp; <script>alert(2)</script>';

/** Right-to-left text (Arabic and Hebrew), mixed with a left-to-right id. */
export const rtlText = 'تعذّر الوصول إلى الخادم linear — נסו שוב מאוחר יותר';

/**
 * Text that would pretend: a right-to-left override in front of an id (drawn bare it reads
 * "tpg-edirrevo-ltr-live"), a zero-width space inside one, and an isolate left open before more words.
 */
export const bidiHostile = '\u202Eevil-rtl-override-gpt';
export const hiddenCharsText = 'gpt\u200B-5 \u2067opens an isolate and never closes it · after';

/** An endpoint's display name of 10,000 characters: words, then one unbroken run. */
export const longName: string = ('Provider with a very long display name ' + 'x'.repeat(60) + ' ')
	.repeat(100)
	.slice(0, 10_000);

/** Variations on the frames' refusals, one per case a person can meet. */
export const refusals = {
	short: { ...nearbyRefusal, nearby: [] },
	nearby: nearbyRefusal,
	long: { ...queryRefusal, recovery: longText },
	gate: gateRefusal,
	html: { ...nearbyRefusal, action: htmlLooking, subject: htmlLooking, nearby: [htmlLooking], recovery: htmlLooking },
	rtl: {
		...gateRefusal,
		subject: rtlText,
		recovery: rtlText,
		gate: gateRefusal.gate && { ...gateRefusal.gate, violation: rtlText }
	},
	unknownCode: {
		...queryRefusal,
		code: 'E_SOMETHING_THE_APP_HAS_NEVER_SEEN',
		retry: 'yes',
		retry_after_ms: 1500,
		provider: { kind: 'overflow', status: 413 },
		account: 'advance',
		extra_field_from_a_newer_city: true
	},
	retryUnknown: { ...queryRefusal, retry: 'unknown' }
} satisfies Record<string, AxError>;
