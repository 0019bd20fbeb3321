import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { decodeFrame, decodeOutcome } from './decode';
import { EXAMPLE_ANSWER_QUERIES } from './frames/queries';
import { ClientFrame } from './schemas/frames';
import { type Query } from './schemas/queries';

const dir = join(import.meta.dirname, '../../shared/wire/frames');
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
const load = (f: string) => readFileSync(join(dir, f), 'utf8');

const answeredQueries = EXAMPLE_ANSWER_QUERIES;

describe('every example frame parses', () => {
	it('finds the frames', () => {
		expect(files.length).toBeGreaterThanOrEqual(24);
	});

	for (const file of files) {
		it(file, () => {
			const text = load(file);
			if (/^(hello|ask|command)-?/.test(file)) {
				const result = v.safeParse(ClientFrame, JSON.parse(text));
				expect(result.issues ?? []).toEqual([]);
				return;
			}
			const frame = decodeFrame(text);
			expect(frame.kind).not.toBe('problem');
			if (frame.kind === 'answered') {
				const query = answeredQueries[file];
				expect(query).toBeDefined();
				const decoded = decodeOutcome(query as Query, frame.outcome, frame.asOf);
				if (file === 'answered-refusal.json') expect('refusal' in decoded).toBe(true);
				else expect(decoded.ok).toBe(true);
			}
		});
	}
});
