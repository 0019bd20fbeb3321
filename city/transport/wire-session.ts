import type { RawData, WebSocket } from 'ws';
import type { AxError, EventRecord, Hello } from '../../protocol/schemas';
import { SCHEMA_HASH, WIRE_V } from '../../protocol/version';
import { answerQuery } from '../wire/answers';
import { readClientFrame, wireMismatch } from '../wire/client-frames';
import { runCommand } from '../wire/commands';
import type { CityContext } from '../city-context';
import { tokenMatches } from './http';
import { axError, Refused } from '../wire/refusal';

/** Above this many buffered bytes a socket skips events and is told with `lagged` (WIRE.md §4). */
const LAG_BYTES = 8 * 1024 * 1024;

/** One WebSocket: the handshake, then asks and commands, and the event feed. */
export class WireSession {
	private frames = 0;
	private welcomed = false;
	private lag: { from: number; to: number } | null = null;
	/** Aborted when the socket goes: in-flight asks stop and kill what they started. */
	readonly gone = new AbortController();

	constructor(
		private readonly ws: WebSocket,
		private readonly ctx: CityContext,
		onClose: () => void
	) {
		ws.on('message', (data, isBinary) => this.onMessage(data, isBinary));
		ws.on('close', () => {
			this.gone.abort();
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
		if (msg.kind === 'hello') return this.hello(msg.hello, n);
		if (!this.welcomed) {
			this.refuse(wireMismatch(n, 'came before hello; the first frame must be hello'));
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
		runCommand(this.ctx, msg.verb, msg.body).catch((err: unknown) => {
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

	private hello(hello: Hello, n: number): void {
		if (this.welcomed) {
			this.refuse(wireMismatch(n, 'is a second hello'));
			return;
		}
		if (hello.wire_v !== WIRE_V || hello.schema !== SCHEMA_HASH) {
			this.refuse(
				axError(
					'E_WIRE_MISMATCH',
					'accept hello',
					`the page speaks wire v${hello.wire_v} (schema ${hello.schema.slice(0, 12)}…); this city speaks wire v${WIRE_V} (schema ${SCHEMA_HASH})`,
					'reload the page so it speaks the same wire as the city, or update the app'
				)
			);
			return;
		}
		if (this.ctx.token && !tokenMatches(hello.token, this.ctx.token)) {
			this.refuse(
				axError(
					'E_CREDENTIAL_MISSING',
					'accept hello',
					hello.token
						? 'the pairing token does not match this city'
						: 'this city listens beyond loopback and needs the pairing token',
					'open the settings page through the link the city printed, which carries ?token='
				)
			);
			return;
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
