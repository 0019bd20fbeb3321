import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { decodeFrame, decodeOutcome } from './decode';
import { readDocument, type DocumentAnswer } from './schemas/document';
import { eventMakesStale, olderCitiesMayLack, Query, type Query as QueryT } from './schemas/queries';
import { knowEveryAnswer } from './schemas/answers';
import * as v from 'valibot';

// `document` (query.rs `Document { at }`; spec §8-69 for v65, answer/document.rs `48f11e66` before it), read
// against this app's own example frames (`protocol/samples/`; docs/wire-provenance.md).

/* eslint-disable @typescript-eslint/no-explicit-any -- edits reach into untyped example JSON on purpose */
knowEveryAnswer();
const sample = (name: string) => JSON.parse(readFileSync(join(import.meta.dirname, 'samples', name), 'utf8'));
const query: QueryT = { document: { at: '.sprawling/CONFIG.toml' } };

function read(frame: any, edit: (doc: any) => void = () => {}) {
	const f = structuredClone(frame);
	edit(f.answered.outcome.answer.document);
	const got = decodeFrame(JSON.stringify(f));
	if (got.kind !== 'answered') throw new Error(got.kind);
	return decodeOutcome<'document'>(query, got.outcome, got.asOf);
}
function doc(frame: any, edit?: (doc: any) => void): DocumentAnswer {
	const out = read(frame, edit);
	if (!out.ok || out.answer.kind !== 'answer') throw new Error(JSON.stringify(out));
	return out.answer.value;
}
const shapeError = (frame: any, edit: (doc: any) => void) => {
	const out = read(frame, edit);
	return !out.ok && 'shape' in out;
};

describe('the document question', () => {
	it('is asked as {document: {at}} with an address under the city, and may be unknown to an older city', () => {
		expect(v.is(Query, query)).toBe(true);
		expect(v.is(Query, { document: { at: '../etc/passwd' } })).toBe(false);
		expect(v.is(Query, { document: { at: '.sprawling/CONFIG.toml', extra: 1 } })).toBe(true);
		expect(olderCitiesMayLack(query)).toBe(true);
	});
	it('goes stale when any layer may have moved (rules_changed), not on other events', () => {
		expect(eventMakesStale(query, { kind: 'rules_changed', addr: 'acme' })).toBe(true);
		expect(eventMakesStale(query, { kind: 'building_configured', addr: 'acme/lab' })).toBe(false);
	});
});

describe('the document answer', () => {
	it('reads a v65 text version with its first window', () => {
		const d = doc(sample('answered-document-config.json'));
		expect(readDocument(d)).toEqual({
			kind: 'text',
			text: '[model]\neffort = "high"\n\n[cache]\nkeep_warm = "five_minute"\n',
			cut: false,
			bytes: 59
		});
		const head = doc(sample('answered-document-config.json'), (x) => {
			x.state.held.body.text.coverage = 'head';
		});
		expect(readDocument(head)).toMatchObject({ kind: 'text', cut: true });
	});
	it('reads the four states: missing, unreadable, empty, opaque', () => {
		expect(readDocument(doc(sample('answered-document-missing.json')))).toEqual({ kind: 'missing' });
		const base = sample('answered-document-config.json');
		const withState = (state: unknown) => doc(base, (x) => (x.state = state));
		expect(readDocument(withState({ unreadable: { reason: 'Permission denied (os error 13)' } }))).toEqual({
			kind: 'unreadable',
			reason: 'Permission denied (os error 13)'
		});
		expect(readDocument(withState({ empty: { version: 'af13', format: 'plain' } }))).toEqual({
			kind: 'text',
			text: '',
			cut: false,
			bytes: 0
		});
		const opaque = { held: { version: 'af13', format: 'plain', bytes: 9, body: 'opaque' } };
		expect(readDocument(withState(opaque))).toEqual({ kind: 'opaque', bytes: 9 });
	});
	it('reads an older city’s head, with its cut and its NUL said', () => {
		const old = sample('answered-document-before-v65.json');
		expect(readDocument(doc(old))).toEqual({
			kind: 'text',
			text: '[cache]\nkeep_warm = "off"\n',
			cut: false,
			bytes: 26
		});
		expect(readDocument(doc(old, (x) => (x.truncated = true)))).toMatchObject({ cut: true });
		expect(readDocument(doc(old, (x) => ((x.binary = true), (x.text = ''))))).toEqual({ kind: 'opaque', bytes: 26 });
	});
	it('keeps a format or an encoding it does not know as spelled', () => {
		const d = doc(sample('answered-document-config.json'), (x) => {
			x.state.held.format = 'toml';
			x.state.held.body.text.encoding = 'utf32_le';
		});
		expect(readDocument(d)).toMatchObject({ kind: 'text', cut: false });
	});
	it('refuses a shape it would have to guess at', () => {
		const base = sample('answered-document-config.json');
		expect(shapeError(base, (x) => (x.state.held.body.text.coverage = 'most'))).toBe(true);
		expect(shapeError(base, (x) => (x.state = 'gone'))).toBe(true);
		expect(shapeError(base, (x) => (x.state.held.bytes = -1))).toBe(true);
		expect(shapeError(base, (x) => (x.state.held.bytes = 1.5))).toBe(true);
		expect(shapeError(base, (x) => (x.state = { held: x.state.held, missing: null }))).toBe(true);
		expect(shapeError(base, (x) => (x.at = '/etc/passwd'))).toBe(true);
		expect(shapeError(base, (x) => delete x.state.held.body.text.head)).toBe(true);
		const old = sample('answered-document-before-v65.json');
		expect(shapeError(old, (x) => delete x.truncated)).toBe(true);
	});
});
