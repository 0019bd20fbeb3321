import type { Connection } from '$lib/wire/connection';
import { NotSentError } from '$protocol/errors';
import { newIdem } from '$protocol/idem';
import type { McpServer } from '$protocol/schemas/mcp';
import type { AxError } from '$protocol/schemas/refusal';
import type { EnrollResult } from '$lib/wire/enroll';
import { configureCommand, refusalConcerns } from './configure';

/** Which control sent the change: the forms, the paste box, or a row's remove button (`remove:<label>`). */
export type ChangeOrigin = string;

export type ChangeStatus =
	| { kind: 'idle' }
	| { kind: 'enrolling'; origin: ChangeOrigin }
	| { kind: 'enrollFailed'; origin: ChangeOrigin; pair: string; result: Exclude<EnrollResult, { kind: 'stored' }> }
	| { kind: 'notSent'; origin: ChangeOrigin }
	| { kind: 'sent'; origin: ChangeOrigin }
	| { kind: 'done'; origin: ChangeOrigin }
	| { kind: 'refused'; origin: ChangeOrigin; refusal: AxError }
	/** A refusal came that does not name this building: maybe ours, maybe not; never assumed. */
	| { kind: 'unclear'; origin: ChangeOrigin };

export interface ChangeDeps {
	connection: Pick<Connection, 'onEvent' | 'onRefusal'>;
	send: (command: ReturnType<typeof configureCommand>) => void;
	/** Asks health again: called once per change, when the city confirms it. */
	recheck: () => void;
}

/**
 * The page's own changes to one building's MCP list. A change is one
 * `configure_building` with the whole list; it is done when the city writes
 * `building_configured` for this address, and only then is health asked again
 * (WIRE.md §15 rule 11). A refusal that names this address is shown beside the
 * control that sent it; the shell shows every refusal anyway.
 */
export class BuildingChanges {
	status = $state<ChangeStatus>({ kind: 'idle' });
	#onDone: (() => void) | null = null;

	readonly addr: string;
	readonly #deps: ChangeDeps;

	constructor(addr: string, deps: ChangeDeps) {
		this.addr = addr;
		this.#deps = deps;
	}

	/** Listens to the connection; returns the function that stops listening. */
	follow(): () => void {
		const offs = [
			this.#deps.connection.onEvent((event) => {
				if (event.kind !== 'building_configured' || event.addr !== this.addr || this.status.kind !== 'sent') return;
				const done = this.#onDone;
				this.#onDone = null;
				this.status = { kind: 'done', origin: this.status.origin };
				done?.();
				this.#deps.recheck();
			}),
			this.#deps.connection.onRefusal((refusal) => {
				if (this.status.kind !== 'sent') return;
				this.#onDone = null;
				this.status = refusalConcerns(refusal, this.addr)
					? { kind: 'refused', origin: this.status.origin, refusal }
					: { kind: 'unclear', origin: this.status.origin };
			})
		];
		return () => offs.forEach((off) => off());
	}

	/** Whether a change is on its way and not yet confirmed or refused. */
	get busy(): boolean {
		return this.status.kind === 'enrolling' || this.status.kind === 'sent';
	}

	/** Marks the start of a press that first stores keys in the vault. */
	enrolling(origin: ChangeOrigin): void {
		this.status = { kind: 'enrolling', origin };
	}

	enrollFailed(origin: ChangeOrigin, pair: string, result: Exclude<EnrollResult, { kind: 'stored' }>): void {
		this.status = { kind: 'enrollFailed', origin, pair, result };
	}

	/**
	 * Sends the whole new list with a fresh idem (one per press). `onDone` runs
	 * when the city confirms (the form clears itself then, not before).
	 */
	send(origin: ChangeOrigin, mcp: McpServer[], onDone?: () => void): void {
		try {
			this.#deps.send(configureCommand(this.addr, mcp, newIdem()));
		} catch (error) {
			if (error instanceof NotSentError) {
				this.status = { kind: 'notSent', origin };
				return;
			}
			throw error;
		}
		this.#onDone = onDone ?? null;
		this.status = { kind: 'sent', origin };
	}

	/** The status as one control sees it: its own, or idle. */
	statusFor(origin: ChangeOrigin): ChangeStatus {
		return this.status.kind !== 'idle' && this.status.origin === origin ? this.status : { kind: 'idle' };
	}
}
