import { useCity } from '$lib/city/city-client.svelte';
import { eventConfirms } from '$protocol/command-rules';
import { NotSentError } from '$protocol/errors';
import type { Command } from '$protocol/schemas/commands';
import type { AxError } from '$protocol/schemas/refusal';
import { readBack, type SavePhase } from './setting-origin';

/**
 * One setting's press and its honest end: sending, then confirmed by its event, then saved only when the city's
 * answer after that event reads the value back; a refusal tied to this very press is kept to show where the
 * press was. Make it while a component initialises (it listens to the connection until the component goes).
 */
export class SettingSave<T> {
	phase = $state<SavePhase<T>>({ phase: 'idle' });
	refusal = $state<AxError | null>(null);
	#pressed: Command | null = null;
	#send: (c: Command) => void;

	constructor(send?: (c: Command) => void) {
		const city = useCity();
		this.#send = send ?? city.send;
		$effect(() => {
			const offs = [
				city.connection.onRefusal((r, press) => {
					if (!press || press !== this.#pressed) return;
					this.#pressed = null;
					this.refusal = r;
					this.phase = { phase: 'idle' };
				}),
				city.connection.onEvent((e) => {
					const p = this.phase;
					if (!this.#pressed || p.phase !== 'sending' || !eventConfirms(this.#pressed, e)) return;
					this.#pressed = null;
					this.phase = { phase: 'confirmed', value: p.value, seq: e.seq };
				})
			];
			return () => offs.forEach((off) => off());
		});
	}

	/** Whether a press is on its way (sent, or confirmed and not yet read back). */
	get busy(): boolean {
		return this.phase.phase === 'sending' || this.phase.phase === 'confirmed';
	}

	/** Sends `command` carrying `value`; a socket that is down is said beside the form, the draft kept. */
	send(command: Command, value: T): void {
		this.refusal = null;
		try {
			this.#send(command);
			this.#pressed = command;
			this.phase = { phase: 'sending', value };
		} catch (error) {
			if (!(error instanceof NotSentError)) throw error;
			this.phase = { phase: 'notSent', value };
		}
	}

	/** Reads an answer: the read-back of a confirmed press. */
	observe(answer: { asOf: number; value: T | null }): void {
		const next = readBack(this.phase, answer);
		if (next !== this.phase) this.phase = next;
	}
}
