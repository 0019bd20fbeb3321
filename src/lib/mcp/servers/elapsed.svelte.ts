/**
 * Whole seconds since something started, ticking once a second while it runs.
 * A display clock only: it never asks anything.
 */
export class Elapsed {
	seconds = $state(0);
	#timer: ReturnType<typeof setInterval> | null = null;
	#start = 0;

	/** Starts counting from 0 when `on` turns true; stops when it turns false. */
	run(on: boolean): void {
		if (on && !this.#timer) {
			this.#start = Date.now();
			this.seconds = 0;
			this.#timer = setInterval(() => (this.seconds = Math.floor((Date.now() - this.#start) / 1000)), 1000);
		} else if (!on && this.#timer) {
			clearInterval(this.#timer);
			this.#timer = null;
		}
	}

	stop(): void {
		this.run(false);
	}
}
