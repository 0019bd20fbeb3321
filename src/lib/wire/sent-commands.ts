import { actionOf, eventConfirms, writesEvent, type ConfirmingEvent } from '$protocol/command-rules';
import type { Command } from '$protocol/schemas/commands';
import type { AxError } from '$protocol/schemas/refusal';

interface Sent {
	command: Command;
	/** The frame exactly as first sent: a resend reuses its idem (WIRE.md §8). */
	text: string;
	resentAt: number | null;
}

/** After a resend, how long the city has to confirm before the app says it could not. */
export const CONFIRM_AFTER_RESEND_MS = 30_000;
const MAX_TRACKED = 100;

/**
 * Commands that left and are not yet confirmed by their event nor refused. After a reconnect each is sent
 * again with its own idem (the city tells a resend from a new press by it); one still unconfirmed
 * `CONFIRM_AFTER_RESEND_MS` after its resend is given up, so no page waits forever.
 */
export class SentCommands {
	#sent: Sent[] = [];

	/** Remembers a command that left, if the city writes an event for it. */
	left(command: Command, text: string): void {
		if (!writesEvent(command)) return;
		this.#sent.push({ command, text, resentAt: null });
		if (this.#sent.length > MAX_TRACKED) this.#sent.shift();
	}

	/** Forgets the commands an event confirms. */
	confirmed(event: ConfirmingEvent): void {
		this.#sent = this.#sent.filter((s) => !eventConfirms(s.command, event));
	}

	/** Forgets the command a refusal names exactly (its `action`), oldest first; returns it. */
	refused(refusal: Pick<AxError, 'action'>): Command | null {
		const i = this.#sent.findIndex((s) => actionOf(s.command) === refusal.action);
		return i === -1 ? null : (this.#sent.splice(i, 1)[0] as Sent).command;
	}

	/** Stops following a command whose end the page read elsewhere (a refusal with another's action). */
	forget(command: Command): void {
		this.#sent = this.#sent.filter((s) => s.command !== command);
	}

	/** The frames to send again after a reconnect (with their actions), marked with when. */
	resend(now: number): { text: string; action: string }[] {
		for (const s of this.#sent) s.resentAt = now;
		return this.#sent.map((s) => ({ text: s.text, action: actionOf(s.command) }));
	}

	/** Gives up the commands resent at least `CONFIRM_AFTER_RESEND_MS` ago; returns their actions. */
	giveUp(now: number): string[] {
		const late = this.#sent.filter((s) => s.resentAt !== null && now - s.resentAt >= CONFIRM_AFTER_RESEND_MS);
		this.#sent = this.#sent.filter((s) => !late.includes(s));
		return late.map((s) => actionOf(s.command));
	}

	get size(): number {
		return this.#sent.length;
	}
}
