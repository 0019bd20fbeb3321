import type { Connection } from '$lib/wire/connection';
import { actionOf } from '$protocol/command-rules';
import { NotSentError } from '$protocol/errors';
import { newIdem } from '$protocol/idem';
import type { Command } from '$protocol/schemas/commands';
import { McpServer } from '$protocol/schemas/mcp';
import type { AxError } from '$protocol/schemas/refusal';
import type { EnrollResult } from '$lib/wire/enroll';
import * as v from 'valibot';
import { sameList } from './same-list';
import { answerStanding, type AnsweredQuery, type AnswerStanding } from '$lib/query/answer-standing';

/** Which control sent the change: the forms, the paste box, a row (`remove:<label>`…), or `undo`. */
export type ChangeOrigin = string;

export type ChangeStatus =
	| { kind: 'idle' }
	| { kind: 'enrolling'; origin: ChangeOrigin }
	| { kind: 'enrollFailed'; origin: ChangeOrigin; pair: string; result: Exclude<EnrollResult, { kind: 'stored' }> }
	| { kind: 'notSent'; origin: ChangeOrigin }
	/** Larger than a frame may be (or against the wire's grammar): refused here, never sent. */
	| { kind: 'tooLarge'; origin: ChangeOrigin; bytes: number; limit: number }
	| { kind: 'unsendable'; origin: ChangeOrigin; paths: string[] }
	/** Sent again after a reconnect and still not confirmed: the page stops waiting. */
	| { kind: 'unconfirmed'; origin: ChangeOrigin }
	| { kind: 'sent'; origin: ChangeOrigin }
	| { kind: 'done'; origin: ChangeOrigin }
	| { kind: 'refused'; origin: ChangeOrigin; refusal: AxError }
	/** A refusal came that does not name this building: maybe ours, maybe not; never assumed. */
	| { kind: 'unclear'; origin: ChangeOrigin };

/** A change shown before it is sent. */
export interface Proposal {
	origin: ChangeOrigin;
	/** The own list the person started from (a form's first read, or the list they last saw). */
	base: McpServer[] | null;
	/** The new list, always built from the newest own list. */
	build: (own: McpServer[] | null) => McpServer[];
	/** Runs when the city confirms (a form clears itself then, not before). */
	onDone?: () => void;
	/** Runs once the person confirms, before the list is built (keys go to the vault then); false stops. */
	prepare?: () => Promise<boolean>;
}

/** The page's last confirmed change, which Undo puts back. */
export interface UndoOffer {
	before: McpServer[];
	after: McpServer[];
	/** The list changed again since: Undo would drop that change, so it does nothing. */
	stale: boolean;
}

export interface ChangeDeps {
	connection: Pick<Connection, 'onEvent' | 'onRefusal' | 'onNotice'>;
	send: (command: Command) => void;
	/** Asks health again: called once per change, when the city confirms it. */
	recheck: () => void;
	/** The page's `building_view` query, to say why a change waits when the own list is not read. */
	list?: () => AnsweredQuery;
	/** Asks `building_view` again. */
	reread?: () => void;
}

/** The change on its way (`status` is `sent`): its press, and what the city's confirmation completes. */
export interface SentChange {
	idem: string;
	command: Command;
	onDone: (() => void) | null;
	before: McpServer[] | null;
	after: McpServer[];
}

const EventList = v.nullish(v.array(McpServer));

/**
 * The page's own changes to one building's MCP list. A change is first
 * proposed (shown as a difference), then sent as one `configure_building` with
 * the whole list built from the newest own list; it is done when the city
 * writes `building_configured` for this address, and only then is health asked
 * again (WIRE.md §15 rule 11). A change built from an older read than the
 * newest is not sent until the person has seen the difference (`rebase`).
 * Sending, confirming and undoing are in `change-sending.ts`, which only the
 * parts a press draws import: the page's first load carries the listening half.
 */
export class BuildingChanges {
	status = $state<ChangeStatus>({ kind: 'idle' });
	/** The building's own list as last read (answer or event); `undefined` until read. */
	own = $state<McpServer[] | null | undefined>(undefined);
	/** Another change was written and its list has not been read yet. */
	unread = $state(false);
	review = $state<Proposal | null>(null);
	undo = $state<UndoOffer | null>(null);
	/** Keys the last removal asked the vault to forget. */
	forgotten = $state<string[]>([]);
	/** Read while `status` is `sent`; written by `sendChange` (change-sending.ts). */
	sent: SentChange | null = null;

	readonly addr: string;
	readonly deps: ChangeDeps;

	constructor(addr: string, deps: ChangeDeps) {
		this.addr = addr;
		this.deps = deps;
	}

	/** Listens to the connection; returns the function that stops listening. */
	follow(): () => void {
		const offs = [
			this.deps.connection.onEvent((event) => {
				if (event.kind !== 'building_configured' || event.addr !== this.addr) return;
				const idem = typeof event.data.idem === 'string' ? event.data.idem : null;
				const list = v.safeParse(EventList, event.data.mcp);
				const ours = this.status.kind === 'sent' && (idem === null || idem === this.sent?.idem);
				if (list.success && list.output !== undefined) this.own = list.output;
				else if (!ours) this.unread = true;
				if (!ours) {
					if (this.undo && !(list.success && sameList(list.output ?? null, this.undo.after))) this.undo.stale = true;
					return;
				}
				this.#confirmed();
			}),
			// A refusal is this change's when it names this press exactly; one naming no press may be.
			this.deps.connection.onRefusal((refusal, press) => {
				if (this.status.kind !== 'sent' || (press && press !== this.sent?.command)) return;
				this.sent = null;
				this.status = press
					? { kind: 'refused', origin: this.status.origin, refusal }
					: { kind: 'unclear', origin: this.status.origin };
			}),
			this.deps.connection.onNotice((notice) => {
				if (this.status.kind !== 'sent' || notice.kind !== 'unconfirmed' || !this.sent) return;
				if (notice.action !== actionOf(this.sent.command)) return;
				this.sent = null;
				this.status = { kind: 'unconfirmed', origin: this.status.origin };
			})
		];
		return () => offs.forEach((off) => off());
	}

	#confirmed(): void {
		if (this.status.kind !== 'sent') return;
		const origin = this.status.origin;
		const sent = this.sent;
		const done = sent?.onDone;
		this.sent = null;
		this.status = { kind: 'done', origin };
		// Undo is offered for a change to a list of its own; undoing an undo is not offered.
		this.undo = origin !== 'undo' && sent?.before ? { before: sent.before, after: sent.after, stale: false } : null;
		done?.();
		this.deps.recheck();
	}

	/** Asks health again (after a key was stored for a server that asked for one). */
	recheck(): void {
		this.deps.recheck();
	}

	/** The page read the building's own list (answer to `building_view`). */
	observe(own: McpServer[] | null | undefined): void {
		this.own = own;
		this.unread = false;
	}

	/**
	 * Why the own list is not read, when it is not: a change replaces the whole list, so it waits for a read
	 * (`conflict` holds it; this says why). Not `current` while `own` is unknown.
	 */
	get listStanding(): Exclude<AnswerStanding, 'current'> {
		const query = this.deps.list?.();
		const standing = query ? answerStanding(query) : 'loading';
		return standing === 'current' ? 'stale' : standing;
	}

	/** Whether a change is on its way and not yet confirmed or refused. */
	get busy(): boolean {
		return this.status.kind === 'enrolling' || this.status.kind === 'sent';
	}

	/** Whether the list changed since the review's change was started from it (or is not read yet). */
	get conflict(): boolean {
		const r = this.review;
		return r !== null && (this.unread || this.own === undefined || !sameList(r.base, this.own));
	}

	/** Shows a change before it is sent (replacing any other shown). */
	propose(proposal: Proposal): void {
		this.review = proposal;
	}

	cancel(): void {
		this.review = null;
	}

	/** The person has seen how the list changed: the change now starts from the newest list. */
	rebase(): void {
		if (this.review && this.own !== undefined && !this.unread) this.review.base = this.own;
	}

	/** Marks the start of a press that first stores keys in the vault. */
	enrolling(origin: ChangeOrigin): void {
		this.status = { kind: 'enrolling', origin };
	}

	enrollFailed(origin: ChangeOrigin, pair: string, result: Exclude<EnrollResult, { kind: 'stored' }>): void {
		this.status = { kind: 'enrollFailed', origin, pair, result };
	}

	/** Asks the vault to forget keys (no event comes back; a refusal names the user). Returns those sent. */
	forget(references: readonly string[]): string[] {
		const sent: string[] = [];
		for (const reference of references) {
			try {
				this.deps.send({ forget_secret: { reference, idem: newIdem() } });
				sent.push(reference);
			} catch (error) {
				if (!(error instanceof NotSentError)) throw error;
			}
		}
		this.forgotten = sent;
		return sent;
	}

	/** The status as one control sees it: its own, or idle. */
	statusFor(origin: ChangeOrigin): ChangeStatus {
		return this.status.kind !== 'idle' && this.status.origin === origin ? this.status : { kind: 'idle' };
	}
}
