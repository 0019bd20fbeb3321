import { describe, expect, it, vi } from 'vitest';
import refusalGate from '$protocol/frames/refusal-gate.json';
import { FrameTooLargeError, NotSentError } from '$protocol/errors';
import type { Command } from '$protocol/schemas/commands';
import type { EventRecord } from '$protocol/schemas/frames';
import type { McpServer } from '$protocol/schemas/mcp';
import type { AxError } from '$protocol/schemas/refusal';
import type { RefusalListener, WireNotice } from '$lib/wire/connection';
import { BuildingChanges } from './changes.svelte';
import { confirmChange, sendChange, undoLastChange } from './change-sending';
import { configureCommand } from './configure';

function setup(addr = 'acme/payroll', send: (c: Command) => void = () => {}) {
	let onEvent: (e: EventRecord) => void = () => {};
	let onRefusal: RefusalListener = () => {};
	let onNotice: (n: WireNotice) => void = () => {};
	const recheck = vi.fn();
	const sent: Command[] = [];
	const changes = new BuildingChanges(addr, {
		connection: {
			onEvent: (fn) => ((onEvent = fn), () => {}),
			onRefusal: (fn) => ((onRefusal = fn), () => {}),
			onNotice: (fn) => ((onNotice = fn), () => {})
		},
		send: (c) => (send(c), sent.push(c)),
		recheck
	});
	changes.follow();
	const event = (a: string, kind = 'building_configured') =>
		onEvent({ v: 1, run: '0', seq: 1, prev: '0', t: 0, who: 'city', addr: a, kind, data: {}, ig: null });
	// The connection hands a refusal the press it names exactly, or null (WIRE.md §6, protocol/command-rules.ts).
	const refuse = (r: AxError, press: 'last' | 'none' | Command = 'last') =>
		onRefusal(r, press === 'last' ? (sent.at(-1) ?? null) : press === 'none' ? null : press);
	return { changes, recheck, event, refuse, notice: (n: WireNotice) => onNotice(n), sent };
}

describe('BuildingChanges', () => {
	it('says a change did not leave when the socket is down', () => {
		const { changes, recheck } = setup('acme/lab', () => {
			throw new NotSentError();
		});
		sendChange(changes, 'stdio', []);
		expect(changes.status).toEqual({ kind: 'notSent', origin: 'stdio' });
		expect(changes.busy).toBe(false);
		expect(recheck).not.toHaveBeenCalled();
	});

	it('rechecks health once, only for this building’s event after its own command', () => {
		const { changes, recheck, event } = setup('acme/lab');
		event('acme/lab');
		expect(recheck).not.toHaveBeenCalled();
		const done = vi.fn();
		sendChange(changes, 'stdio', [], done);
		event('acme/lab2');
		event('acme/lab', 'endpoint_attached');
		expect(recheck).not.toHaveBeenCalled();
		event('acme/lab');
		event('acme/lab');
		expect(recheck).toHaveBeenCalledTimes(1);
		expect(done).toHaveBeenCalledTimes(1);
		expect(changes.status).toEqual({ kind: 'done', origin: 'stdio' });
	});

	it('shows a refusal naming this press beside the form, is unsure about one naming no press, and ignores another press’s', () => {
		const a = setup('acme/payroll');
		sendChange(a.changes, 'paste', []);
		a.refuse(refusalGate.refusal as AxError);
		expect(a.changes.statusFor('paste')).toMatchObject({ kind: 'refused', refusal: { code: 'E_GATE_DENIED' } });
		expect(a.changes.statusFor('stdio')).toEqual({ kind: 'idle' });
		const b = setup('acme/lab');
		sendChange(b.changes, 'paste', []);
		b.refuse(refusalGate.refusal as AxError, configureCommand('acme/lab2', [], 'idem1-' + '0'.repeat(32)));
		expect(b.changes.status).toEqual({ kind: 'sent', origin: 'paste' });
		b.refuse(refusalGate.refusal as AxError, 'none');
		expect(b.changes.status).toEqual({ kind: 'unclear', origin: 'paste' });
		expect(b.recheck).not.toHaveBeenCalled();
	});

	it('refuses in the form a change larger than a frame, naming the limit, and sends nothing', () => {
		const { changes } = setup('acme/lab', () => {
			throw new FrameTooLargeError(17_000_000, 16_777_216);
		});
		sendChange(changes, 'paste', []);
		expect(changes.status).toEqual({ kind: 'tooLarge', origin: 'paste', bytes: 17_000_000, limit: 16_777_216 });
		expect(changes.busy).toBe(false);
	});

	it('releases the page when a resent change is never confirmed', () => {
		const { changes, notice } = setup('acme/lab');
		sendChange(changes, 'paste', []);
		notice({ kind: 'unconfirmed', action: 'configure building acme/other' });
		expect(changes.status.kind).toBe('sent');
		notice({ kind: 'unconfirmed', action: 'configure building acme/lab' });
		expect(changes.status).toEqual({ kind: 'unconfirmed', origin: 'paste' });
		expect(changes.busy).toBe(false);
	});
});

describe('BuildingChanges: review, conflict and undo', () => {
	const a = { label: 'a', transport: { stdio: { command: 'a', args: [], env: [] } } } as McpServer;
	const b = { label: 'b', transport: { stdio: { command: 'b', args: [], env: [] } } } as McpServer;
	const c = { label: 'c', transport: { stdio: { command: 'c', args: [], env: [] } } } as McpServer;

	function living() {
		const sent: Command[] = [];
		let onEvent: (e: EventRecord) => void = () => {};
		const changes = new BuildingChanges('acme/lab', {
			connection: { onEvent: (fn) => ((onEvent = fn), () => {}), onRefusal: () => () => {}, onNotice: () => () => {} },
			send: (command) => void sent.push(command),
			recheck: () => {}
		});
		changes.follow();
		const event = (data: Record<string, unknown>) =>
			onEvent({
				v: 1,
				run: '0',
				seq: 1,
				prev: '0',
				t: 0,
				who: 'city',
				addr: 'acme/lab',
				kind: 'building_configured',
				data,
				ig: null
			});
		const lastList = () =>
			(sent.at(-1) as { configure_building: { mcp: McpServer[]; idem: string } }).configure_building;
		return { changes, sent, event, lastList };
	}

	it('sends nothing until confirmed, builds from the newest list, and offers an undo that puts the old list back', async () => {
		const { changes, sent, event, lastList } = living();
		changes.observe([a, b]);
		changes.propose({ origin: 'remove:b', base: [a, b], build: (own) => (own ?? []).filter((s) => s.label !== 'b') });
		expect(sent).toEqual([]);
		await confirmChange(changes);
		expect(lastList().mcp).toEqual([a]);
		event({ mcp: [a], idem: lastList().idem });
		expect(changes.undo).toEqual({ before: [a, b], after: [a], stale: false });
		undoLastChange(changes);
		expect(lastList().mcp).toEqual([a, b]);
		event({ mcp: [a, b], idem: lastList().idem });
		// Undoing an undo is not offered.
		expect(changes.undo).toBeNull();
	});

	it('does not send a change built on an older read until the person has seen the difference', async () => {
		const { changes, sent, event, lastList } = living();
		changes.observe([a]);
		changes.propose({ origin: 'stdio', base: [a], build: (own) => [...(own ?? []), c] });
		// Another tab adds b.
		event({ mcp: [a, b], idem: 'idem1-' + 'f'.repeat(32) });
		expect(changes.conflict).toBe(true);
		await confirmChange(changes);
		expect(sent).toEqual([]);
		changes.rebase();
		expect(changes.conflict).toBe(false);
		await confirmChange(changes);
		expect(lastList().mcp).toEqual([a, b, c]);
	});

	it('an event without the list holds sending until the list is read again', async () => {
		const { changes, sent, event } = living();
		changes.observe([a]);
		changes.propose({ origin: 'stdio', base: [a], build: (own) => [...(own ?? []), c] });
		event({ idem: 'idem1-' + 'e'.repeat(32) });
		expect(changes.unread).toBe(true);
		await confirmChange(changes);
		expect(sent).toEqual([]);
		changes.observe([a]);
		await confirmChange(changes);
		expect(sent).toHaveLength(1);
	});

	it('undo says the list changed again and does nothing', async () => {
		const { changes, sent, event, lastList } = living();
		changes.observe([a]);
		changes.propose({ origin: 'stdio', base: [a], build: (own) => [...(own ?? []), b] });
		await confirmChange(changes);
		event({ mcp: [a, b], idem: lastList().idem });
		event({ mcp: [a, b, c], idem: 'idem1-' + 'd'.repeat(32) });
		expect(changes.undo?.stale).toBe(true);
		undoLastChange(changes);
		expect(sent).toHaveLength(1);
	});
});
