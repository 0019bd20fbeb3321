import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { Command } from '$protocol/schemas/commands';
import { emptyTuningForm, readTuningForm } from './tuning-form';
import { attachCommand, probeCommand, type AttachDraft } from './attach-commands';

const accounts = [{ id: 'main', reference: 'secret:providers/local-main', header: null }];
const read = readTuningForm(emptyTuningForm(), accounts);
if (!read.ok) throw new Error('the empty tuning form reads');
const draft: AttachDraft = {
	name: 'local',
	base_url: 'http://127.0.0.1:8000/v1',
	dialect: 'open_ai',
	accounts,
	tuning: read.tuning
};

describe('attach-commands (the two presses)', () => {
	it('Look sends probe_endpoint with the key’s reference and the very tuning', () => {
		const c = probeCommand(draft, 'secret:providers/local-main');
		expect(v.safeParse(Command, c).success).toBe(true);
		expect(c.probe_endpoint).toMatchObject({
			name: 'local',
			secret: 'secret:providers/local-main',
			tuning: draft.tuning
		});
	});

	it('Attach sends attach_endpoint with no single secret, the admit list, and a fresh idem', () => {
		const a = attachCommand(draft, ['m1']);
		const b = attachCommand(draft, []);
		expect(v.safeParse(Command, a).success).toBe(true);
		expect(a.attach_endpoint).toMatchObject({ secret: null, auth_header: null, admit: ['m1'] });
		expect(a.attach_endpoint.idem).not.toBe(b.attach_endpoint.idem);
	});
});
