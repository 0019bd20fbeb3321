import * as v from 'valibot';
import { Address, NonNegativeInt } from './common';

/*
 * `{"document":{"at":Address}}` (query.rs `Document { at }`): one file of the city, the reserved `.sprawling/`
 * readable on purpose. Wire v65 answers `{at, state}` (spec §8-69, documents D4/D7); an older city answered
 * `{at, text, bytes, truncated, binary}` (answer/document.rs `48f11e66`). Both are read and told apart
 * (docs/wire-provenance.md). Formats and encodings are growing words, kept as spelled; coverage is acted on.
 */

/** A half-open byte interval of one version (documents `Span`: `{start, end}`). */
export const DocumentSpan = v.object({ start: NonNegativeInt, end: NonNegativeInt });
/** One window of a version: its bytes and the characters they spell. */
export const DocumentWindow = v.object({ span: DocumentSpan, text: v.string() });
/** Whether the first window is the whole text (`whole`) or stops before it (`head`). */
export const DocumentCoverage = v.picklist(['whole', 'head']);

// Flat tagged unions (literals and one-key strict objects), so the answer's fast check compiles.
const DocumentBody = v.union([
	v.literal('opaque'),
	v.strictObject({ text: v.object({ encoding: v.string(), head: DocumentWindow, coverage: DocumentCoverage }) })
]);

export const DocumentState = v.union([
	v.literal('missing'),
	v.strictObject({ unreadable: v.object({ reason: v.string() }) }),
	v.strictObject({ empty: v.object({ version: v.string(), format: v.string() }) }),
	v.strictObject({
		held: v.object({ version: v.string(), format: v.string(), bytes: NonNegativeInt, body: DocumentBody })
	})
]);
export type DocumentState = v.InferOutput<typeof DocumentState>;

/**
 * v65's `{at, state}`, or an older city's `{at, text, bytes, truncated, binary}`: one object, and one of the
 * two wholly there.
 */
export const DocumentAnswer = v.pipe(
	v.object({
		at: Address,
		state: v.optional(DocumentState),
		text: v.optional(v.string()),
		bytes: v.optional(NonNegativeInt),
		truncated: v.optional(v.boolean()),
		binary: v.optional(v.boolean())
	}),
	v.check(
		(d) =>
			d.state !== undefined ||
			(d.text !== undefined && d.bytes !== undefined && d.truncated !== undefined && d.binary !== undefined),
		'Neither a state (v65) nor a head with its bytes, cut and NUL (older)'
	)
);
export type DocumentAnswer = v.InferOutput<typeof DocumentAnswer>;

/** A document as a reader uses it, whichever city answered. */
export type DocumentRead =
	| { kind: 'missing' }
	| { kind: 'unreadable'; reason: string }
	| { kind: 'opaque'; bytes: number }
	/** Text; `cut` when the text stops before the file does. */
	| { kind: 'text'; text: string; cut: boolean; bytes: number };

/** The two answers' shapes as one reading. */
export function readDocument(answer: DocumentAnswer): DocumentRead {
	const s = answer.state;
	if (s === undefined) {
		const bytes = answer.bytes ?? 0;
		if (answer.binary) return { kind: 'opaque', bytes };
		return { kind: 'text', text: answer.text ?? '', cut: answer.truncated === true, bytes };
	}
	if (s === 'missing') return { kind: 'missing' };
	if ('unreadable' in s) return { kind: 'unreadable', reason: s.unreadable.reason };
	if ('empty' in s) return { kind: 'text', text: '', cut: false, bytes: 0 };
	const { bytes, body } = s.held;
	if (body === 'opaque') return { kind: 'opaque', bytes };
	return { kind: 'text', text: body.text.head.text, cut: body.text.coverage === 'head', bytes };
}
