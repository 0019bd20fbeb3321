import { EventEmitter } from 'node:events';
import type { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import type { EventRecord } from '../../protocol/schemas';
import { SCHEMA_HASH, WIRE_V } from '../../protocol/version';
import type { CityContext } from '../city-context';
import { WireSession } from './wire-session';

/** A socket whose send buffer the test fills and empties, as a slow page's would. */
class SlowSocket extends EventEmitter {
	readonly OPEN = 1;
	readyState = 1;
	bufferedAmount = 0;
	sent: Record<string, unknown>[] = [];
	send(text: string) {
		this.sent.push(JSON.parse(text) as Record<string, unknown>);
	}
	close() {}
	terminate() {}
}

const ctx = { door: null, cityName: 'local', epoch: null, ledger: { lastSeq: 0 } } as unknown as CityContext;
const record = (seq: number) =>
	({ seq, at: '2026-12-02T00:00:00Z', kind: 'building_configured', data: { addr: 'local' } }) as unknown as EventRecord;

/** A session past its handshake, with the frames it sent so far cleared. */
function welcomed(): { ws: SlowSocket; session: WireSession } {
	const ws = new SlowSocket();
	const session = new WireSession(ws as unknown as WebSocket, ctx, () => {});
	ws.emit(
		'message',
		Buffer.from(JSON.stringify({ hello: { wire_v: WIRE_V, schema: SCHEMA_HASH, token: null } })),
		false
	);
	expect(Object.keys(ws.sent[0] ?? {})).toEqual(['welcome']);
	ws.sent = [];
	return { ws, session };
}

describe('events to a page that is not keeping up (WIRE.md §4)', () => {
	it('skips events while the socket is behind, then says which with one lagged frame before the next event', () => {
		const { ws, session } = welcomed();
		session.pushEvent(record(1));
		ws.bufferedAmount = 9 * 1024 * 1024;
		for (const seq of [2, 3, 4]) session.pushEvent(record(seq));
		ws.bufferedAmount = 0;
		session.pushEvent(record(5));
		session.pushEvent(record(6));
		expect(ws.sent).toEqual([
			{ event: record(1) },
			{ lagged: { from: 2, to: 4 } },
			{ event: record(5) },
			{ event: record(6) }
		]);
	});

	it('sends no events before the welcome', () => {
		const ws = new SlowSocket();
		const s = new WireSession(ws as unknown as WebSocket, ctx, () => {});
		s.pushEvent(record(1));
		expect(ws.sent).toEqual([]);
	});
});
