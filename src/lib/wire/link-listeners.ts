import type { Command } from '$protocol/schemas/commands';
import type { EventRecord } from '$protocol/schemas/frames';
import type { AxError } from '$protocol/schemas/refusal';
import type { LinkState, WireNotice } from './link-types';

type Listener<T> = (value: T) => void;
/** A refused command, with the press it names exactly (its `action`), or `null` when it names none of ours. */
export type RefusalListener = (refusal: AxError, press?: Command | null) => void;

/**
 * Who follows a connection, apart from the link itself: its state as a store, ledger events, top-level refusals
 * and notices. One listener that throws is reported and does not stop the others.
 */
export abstract class LinkListeners {
	#state = new Set<Listener<LinkState>>();
	#events = new Set<Listener<EventRecord>>();
	#refusals = new Set<RefusalListener>();
	#notices = new Set<Listener<WireNotice>>();

	abstract get state(): LinkState;

	/** Store contract: called at once with the current state, then on every change. */
	subscribe(fn: Listener<LinkState>): () => void {
		this.#state.add(fn);
		fn(this.state);
		return () => this.#state.delete(fn);
	}
	onEvent(fn: Listener<EventRecord>): () => void {
		this.#events.add(fn);
		return () => this.#events.delete(fn);
	}
	/** Top-level refusals: refused commands and rejected frames (WIRE.md §6). */
	onRefusal(fn: RefusalListener): () => void {
		this.#refusals.add(fn);
		return () => this.#refusals.delete(fn);
	}
	onNotice(fn: Listener<WireNotice>): () => void {
		this.#notices.add(fn);
		return () => this.#notices.delete(fn);
	}

	protected emitState(state: LinkState): void {
		emit(this.#state, state);
	}
	protected emitEvent(event: EventRecord): void {
		emit(this.#events, event);
	}
	protected emitRefusal(refusal: AxError, press: Command | null): void {
		emit(this.#refusals, refusal, press);
	}
	protected emitNotice(notice: WireNotice): void {
		emit(this.#notices, notice);
	}
}

function emit<A extends unknown[]>(listeners: Set<(...args: A) => void>, ...args: A): void {
	for (const fn of [...listeners]) {
		try {
			fn(...args);
		} catch (error) {
			console.error('A wire listener failed', error);
		}
	}
}
