import { endsSession } from '$lib/door/session-ended';
import type { Connection, WireNotice } from '$lib/wire/connection';
import type { AxError } from '$protocol/schemas/refusal';

export type ShellNotice =
	| { id: number; kind: 'notice'; notice: Extract<WireNotice, { kind: 'late' | 'problem' | 'unconfirmed' }> }
	| { id: number; kind: 'refusal'; refusal: AxError; at: number };

const MAX = 20;

/**
 * The general message area: late questions, unreadable frames, commands the city never confirmed, and
 * refusals that answer no question and name none of the page's presses (WIRE.md §6).
 */
export class Notices {
	items = $state<ShellNotice[]>([]);
	#next = 1;

	follow(connection: Connection): () => void {
		const offs = [
			connection.onNotice((n) => {
				if (n.kind === 'late' || n.kind === 'problem' || n.kind === 'unconfirmed') {
					this.#push({ id: this.#next++, kind: 'notice', notice: n });
				}
			}),
			// A refusal that names one of the page's presses is shown where the press was made, once. One that ends
			// this browser's session refused no command: the pairing screen says so if the city forgot the browser.
			connection.onRefusal((refusal, press) => {
				if (!press && !endsSession(refusal)) this.#push({ id: this.#next++, kind: 'refusal', refusal, at: Date.now() });
			})
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
