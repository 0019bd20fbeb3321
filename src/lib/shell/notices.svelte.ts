import type { Connection, WireNotice } from '$lib/wire/connection';
import type { AxError } from '$protocol/schemas/refusal';

export type ShellNotice =
	| { id: number; kind: 'notice'; notice: Extract<WireNotice, { kind: 'late' | 'problem' }> }
	| { id: number; kind: 'refusal'; refusal: AxError; at: number };

const MAX = 20;

/**
 * The general message area: late questions, unreadable frames, and refusals that
 * answer no question (refused commands, WIRE.md §6). Forms that sent a command
 * may also show a refusal beside themselves; this list keeps all of them.
 */
export class Notices {
	items = $state<ShellNotice[]>([]);
	#next = 1;

	follow(connection: Connection): () => void {
		const offs = [
			connection.onNotice((n) => {
				if (n.kind === 'late' || n.kind === 'problem') this.#push({ id: this.#next++, kind: 'notice', notice: n });
			}),
			connection.onRefusal((refusal) => this.#push({ id: this.#next++, kind: 'refusal', refusal, at: Date.now() }))
		];
		return () => offs.forEach((off) => off());
	}

	dismiss(id: number): void {
		this.items = this.items.filter((n) => n.id !== id);
	}

	#push(item: ShellNotice): void {
		this.items = [item, ...this.items].slice(0, MAX);
	}
}
