import type { Connection, LinkState } from '$lib/wire/connection';

/** The connection's state as runes, with a countdown that ticks only while retrying. */
export class LinkStatus {
	state = $state<LinkState>({ kind: 'idle', url: '' });
	now = $state(Date.now());
	#timer: ReturnType<typeof setInterval> | null = null;

	/** Whole seconds until the next attempt, while retrying. */
	secondsLeft = $derived(
		this.state.kind === 'retrying' ? Math.max(0, Math.ceil((this.state.retryAt - this.now) / 1000)) : 0
	);

	/** Follows a connection; returns the unsubscribe function. */
	follow(connection: Connection): () => void {
		const off = connection.subscribe((s) => {
			this.state = s;
			this.now = Date.now();
			this.#tick(s.kind === 'retrying');
		});
		return () => {
			off();
			this.#tick(false);
		};
	}

	#tick(on: boolean): void {
		if (on && !this.#timer) this.#timer = setInterval(() => (this.now = Date.now()), 250);
		if (!on && this.#timer) {
			clearInterval(this.#timer);
			this.#timer = null;
		}
	}
}
