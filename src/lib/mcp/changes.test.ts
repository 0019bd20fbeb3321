import { describe, expect, it, vi } from 'vitest';
import refusalGate from '$protocol/frames/refusal-gate.json';
import { NotSentError } from '$protocol/errors';
import type { EventRecord } from '$protocol/schemas/frames';
import type { AxError } from '$protocol/schemas/refusal';
import { BuildingChanges } from './changes.svelte';

function setup(addr = 'acme/payroll', send: () => void = () => {}) {
	let onEvent: (e: EventRecord) => void = () => {};
	let onRefusal: (r: AxError) => void = () => {};
	const recheck = vi.fn();
	const changes = new BuildingChanges(addr, {
		connection: { onEvent: (fn) => ((onEvent = fn), () => {}), onRefusal: (fn) => ((onRefusal = fn), () => {}) },
		send,
		recheck
	});
	changes.follow();
	const event = (a: string, kind = 'building_configured') =>
		onEvent({ v: 1, run: '0', seq: 1, prev: '0', t: 0, who: 'city', addr: a, kind, data: {}, ig: null });
	return { changes, recheck, event, refuse: (r: AxError) => onRefusal(r) };
}

describe('BuildingChanges', () => {
	it('says a change did not leave when the socket is down', () => {
		const { changes, recheck } = setup('acme/lab', () => {
			throw new NotSentError();
		});
		changes.send('stdio', []);
		expect(changes.status).toEqual({ kind: 'notSent', origin: 'stdio' });
		expect(changes.busy).toBe(false);
		expect(recheck).not.toHaveBeenCalled();
	});

	it('rechecks health once, only for this building’s event after its own command', () => {
		const { changes, recheck, event } = setup('acme/lab');
		event('acme/lab');
		expect(recheck).not.toHaveBeenCalled();
		const done = vi.fn();
		changes.send('stdio', [], done);
		event('acme/lab2');
		event('acme/lab', 'endpoint_attached');
		expect(recheck).not.toHaveBeenCalled();
		event('acme/lab');
		event('acme/lab');
		expect(recheck).toHaveBeenCalledTimes(1);
		expect(done).toHaveBeenCalledTimes(1);
		expect(changes.status).toEqual({ kind: 'done', origin: 'stdio' });
	});

	it('shows a refusal naming the building beside the form, and is unsure about one that does not', () => {
		const a = setup('acme/payroll');
		a.changes.send('paste', []);
		a.refuse(refusalGate.refusal as AxError);
		expect(a.changes.statusFor('paste')).toMatchObject({ kind: 'refused', refusal: { code: 'E_GATE_DENIED' } });
		expect(a.changes.statusFor('stdio')).toEqual({ kind: 'idle' });
		const b = setup('acme/lab');
		b.changes.send('paste', []);
		b.refuse(refusalGate.refusal as AxError);
		expect(b.changes.status).toEqual({ kind: 'unclear', origin: 'paste' });
		expect(b.recheck).not.toHaveBeenCalled();
	});
});
