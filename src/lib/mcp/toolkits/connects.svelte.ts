import { SvelteMap } from 'svelte/reactivity';
import { newIdem } from '$protocol/idem';
import type { Command } from '$protocol/schemas/commands';
import type { AxError } from '$protocol/schemas/refusal';
import type { ToolkitsAnswer } from '$protocol/schemas/toolkits';
import { actionFor, isBrokerRefusal } from './directory';

/** Where one press of Connect stands, until the directory shows its outcome. */
export type ConnectState =
	| { kind: 'waiting'; tab: Window | null; command: Command; at: number }
	| { kind: 'pointed' }
	| { kind: 'noTab' }
	| { kind: 'refused'; refusal: AxError }
	| { kind: 'unknown' }
	| { kind: 'notSent'; error: unknown };

export interface ConnectDeps {
	send: (command: Command) => void;
	/** Tells the connection a press ended on a refusal naming the broker's action, so it never goes again. */
	forget?: (command: Command) => void;
	/** Opens a blank tab in the press's own click (kept: not `noopener`, which returns null). */
	openTab: () => Window | null;
	now: () => number;
}

/**
 * The directory's presses of Connect: each opens a blank tab at once (so no pop-up blocker stops it), sends
 * `connect_toolkit`, and points that tab at the consent address the next answer holds. A refusal whose outcome is
 * unknown is said, never sent again.
 */
export class Connects {
	readonly states = new SvelteMap<string, ConnectState>();
	/** The row whose state changed last, for the one live region that says it. */
	last = $state<string | null>(null);
	#deps: ConnectDeps;

	constructor(deps: ConnectDeps) {
		this.#deps = deps;
	}

	/** One press: a blank tab, then the command (one idem per press). */
	press(slug: string): void {
		const tab = this.#deps.openTab();
		const command: Command = { connect_toolkit: { toolkit: slug, idem: newIdem() } };
		try {
			this.#deps.send(command);
		} catch (error) {
			tab?.close();
			this.#say(slug, { kind: 'notSent', error });
			return;
		}
		this.#say(slug, { kind: 'waiting', tab, command, at: this.#deps.now() });
	}

	/** Reads an answer that arrived at `at`: a waiting row whose application now awaits consent gets its tab pointed. */
	observe(answer: ToolkitsAnswer | undefined, at: number): void {
		if (answer === undefined || typeof answer === 'string' || !('shelf' in answer)) return;
		for (const line of answer.shelf.toolkits) {
			const s = this.states.get(line.slug);
			const action = actionFor(line.standing);
			// Once consent is done (or failed), what the press said about its tab is over.
			if ((s?.kind === 'pointed' || s?.kind === 'noTab') && (action.kind === 'connected' || action.kind === 'refused'))
				this.states.delete(line.slug);
			if (s?.kind !== 'waiting' || at <= s.at) continue;
			if (action.kind === 'consent') {
				if (!action.opens) {
					// Not https: never opened; the row shows the address as text.
					s.tab?.close();
					this.states.delete(line.slug);
				} else if (s.tab && !s.tab.closed) {
					s.tab.location.href = action.url;
					this.#say(line.slug, { kind: 'pointed' });
				} else {
					// No tab could be opened: the row's Finish consent link opens it instead.
					this.#say(line.slug, { kind: 'noTab' });
				}
			} else if (action.kind !== 'connect') {
				// Connected already, or refused: the row says so itself; the blank tab has nothing to show.
				s.tab?.close();
				this.states.delete(line.slug);
			}
		}
	}

	/**
	 * A refusal from the connection: this press's own (its `action`), or, tied to no press, the broker's during
	 * the one connect in flight (the city refuses those with the broker's actions).
	 */
	refused(refusal: AxError, press: Command | null): void {
		const waiting = [...this.states].filter(([, s]) => s.kind === 'waiting') as [
			string,
			Extract<ConnectState, { kind: 'waiting' }>
		][];
		const mine = press
			? waiting.find(([, s]) => s.command === press)
			: waiting.length === 1 && isBrokerRefusal(refusal)
				? waiting[0]
				: undefined;
		if (!mine) return;
		const [slug, s] = mine;
		s.tab?.close();
		// Ended here: a reconnect must not send it again, least of all when its outcome is unknown.
		if (!press) this.#deps.forget?.(s.command);
		this.#say(slug, refusal.retry === 'unknown' ? { kind: 'unknown' } : { kind: 'refused', refusal });
	}

	#say(slug: string, state: ConnectState): void {
		this.states.set(slug, state);
		this.last = slug;
	}

	/** Whether a row has a connect on its way (its button waits). */
	busy(slug: string): boolean {
		return this.states.get(slug)?.kind === 'waiting';
	}

	/** Forgets what a row said (a new ask of the directory tells where it stands). */
	clear(slug: string): void {
		const s = this.states.get(slug);
		if (s && s.kind !== 'waiting') this.states.delete(slug);
	}
}
