import type { RawData, WebSocket } from 'ws';
import type { AxError, EventRecord, Hello } from '../../protocol/schemas';
import { SCHEMA_HASH, WIRE_V } from '../../protocol/version';
import { answerQuery } from '../wire/answers';
import { readClientFrame, wireMismatch } from '../wire/client-frames';
import { runCommand } from '../wire/commands';
import type { CityContext } from '../city-context';
import type { Seat } from '../door/sessions';
import { ENDED, HELLO } from '../door/texts';
import { isLoopbackPeer } from './loopback';
import { axError, Refused } from '../wire/refusal';

/** Above this many buffered bytes a socket skips events and is told with `lagged` (WIRE.md §4). */
const LAG_BYTES = 8 * 1024 * 1024;

/** One WebSocket: the handshake, then asks and commands, and the event feed. */
export class WireSession implements Seat {
	private frames = 0;
	private welcomed = false;
	/** The session token this socket said hello with (it keeps the token alive while open). */
	private seatedOn: string | null = null;
	private lag: { from: number; to: number } | null = null;
	/** Aborted when the socket goes: in-flight asks stop and kill what they started. */
	readonly gone = new AbortController();

	constructor(
		private readonly ws: WebSocket,
		private readonly ctx: CityContext,
		onClose: () => void,
		/** The peer's address: `forget_device` is taken only from this machine. */
		private readonly peer?: string
	) {
		ws.on('message', (data, isBinary) => this.onMessage(data, isBinary));
		ws.on('close', () => {
			this.gone.abort();
			if (this.seatedOn) this.ctx.door?.unseat(this.seatedOn, this);
			onClose();
		});
		ws.on('error', () => ws.terminate());
	}

	/** Pushes one ledger record, or notes a gap when this socket is not keeping up. */
	pushEvent(record: EventRecord): void {
		if (!this.welcomed) return;
		if (this.ws.bufferedAmount > LAG_BYTES) {
			this.lag = { from: this.lag?.from ?? record.seq, to: record.seq };
			return;
		}
		if (this.lag) {
			this.send({ lagged: this.lag });
			this.lag = null;
		}
		this.send({ event: record });
	}

	close(): void {
		this.ws.close(1001, 'city closing');
	}

	/** The token this socket holds has ended (its browser forgotten): say so, then close. */
	ended(): void {
		this.seatedOn = null;
		this.refuseAndClose(axError('E_GATE_DENIED', ENDED.action, ENDED.subject, ENDED.recovery));
	}

	private refuseAndClose(ax: AxError): void {
		this.refuse(ax);
		if (this.ws.readyState === this.ws.OPEN) this.ws.close(1008, ax.code);
	}

	private send(frame: unknown): void {
		if (this.ws.readyState === this.ws.OPEN) this.ws.send(JSON.stringify(frame));
	}

	private refuse(ax: AxError): void {
		this.send({ refusal: ax });
	}

	private onMessage(data: RawData, isBinary: boolean): void {
		const n = ++this.frames;
		if (isBinary) {
			this.refuse(wireMismatch(n, 'is a binary frame, which this server cannot read'));
			return;
		}
		const msg = readClientFrame(data.toString(), n);
		if (msg.kind === 'refused') return this.refuse(msg.ax);
		if (msg.kind === 'hello') return this.hello(msg.hello);
		if (!this.welcomed) {
			this.refuseAndClose(
				axError(
					'E_WIRE_MISMATCH',
					'accept a client frame',
					'the session has not been opened with a hello',
					'send hello first; reload the page if the client did not'
				)
			);
			return;
		}
		if (msg.kind === 'ask_unavailable') {
			const reason = `the local city does not answer ${msg.name}; the city it stands in for does`;
			const outcome = { answer: { unavailable: { query: msg.name, reason } } };
			this.send({ answered: { ask_id: msg.askId, as_of: this.ctx.ledger.nextSeq, outcome } });
			return;
		}
		if (msg.kind === 'ask') {
			const { askId, query } = msg;
			answerQuery(this.ctx, query, this.gone.signal).then(
				({ asOf, outcome }) => this.send({ answered: { ask_id: askId, as_of: asOf, outcome } }),
				(err: unknown) => {
					const refusal =
						err instanceof Refused
							? err.ax
							: axError(
									'E_STORAGE_FATAL',
									'answer a query',
									`the task answering ask ${askId} stopped before it finished`,
									'ask again; if it happens again, restart the city and read its log'
								);
					if (!(err instanceof Refused)) console.error(`city: ask ${askId} failed:`, (err as Error)?.message ?? err);
					this.send({ answered: { ask_id: askId, as_of: 0, outcome: { refusal } } });
				}
			);
			return;
		}
		runCommand(this.ctx, msg.verb, msg.body, { loopback: isLoopbackPeer(this.peer) }).catch((err: unknown) => {
			if (err instanceof Refused) return this.refuse(err.ax);
			console.error(`city: command ${msg.verb} failed:`, (err as Error)?.message ?? err);
			this.refuse(
				axError(
					'E_STORAGE_FATAL',
					msg.verb.replace(/_/g, ' '),
					'the city could not finish the command',
					'send it again; if it fails again, restart the city and read its log',
					{
						retry: 'unknown'
					}
				)
			);
		});
	}

	/** The version and schema first (even before a credential), then the city's key or a live session token. */
	private hello(hello: Hello): void {
		if (this.welcomed) {
			this.refuse(
				axError(
					'E_WIRE_MISMATCH',
					'accept a client frame',
					'this session is already open',
					'open a second connection instead of re-greeting on this one'
				)
			);
			return;
		}
		if (hello.wire_v !== WIRE_V || hello.schema !== SCHEMA_HASH) {
			// The subject names both versions even when only the hash differs; the city never discloses its hash.
			this.refuseAndClose(
				axError(
					'E_WIRE_MISMATCH',
					HELLO.action,
					`client speaks wire v${hello.wire_v} and this server speaks v${WIRE_V}`,
					HELLO.mismatchRecovery
				)
			);
			return;
		}
		const door = this.ctx.door;
		const standing = door ? door.standing(hello.token) : 'key';
		if (!standing) {
			this.refuseAndClose(axError('E_CONFIG_INVALID', HELLO.action, HELLO.noSession, HELLO.noSessionRecovery));
			return;
		}
		if (door && standing === 'session' && hello.token) {
			door.seat(hello.token, this);
			this.seatedOn = hello.token;
		}
		this.welcomed = true;
		this.send({
			welcome: {
				wire_v: WIRE_V,
				schema: SCHEMA_HASH,
				resume_from: this.ctx.ledger.lastSeq,
				city: this.ctx.cityName,
				epoch: this.ctx.epoch
			}
		});
	}
}
