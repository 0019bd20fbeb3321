import { tick } from 'svelte';
import { activeIn } from './dom-root';

/** Keys played again as key presses; printable characters and Backspace edit a text box directly. */
const MOVES = new Set([
	'Enter',
	'ArrowDown',
	'ArrowUp',
	'ArrowLeft',
	'ArrowRight',
	'PageDown',
	'PageUp',
	'Home',
	'End'
]);

/** Whether a key press is one `EarlyKeys` keeps: text, Backspace, Escape or a move. */
export function isKept(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean {
	if (event.ctrlKey || event.metaKey || event.altKey) return false;
	return event.key.length === 1 || event.key === 'Backspace' || event.key === 'Escape' || MOVES.has(event.key);
}

/**
 * Keys pressed on a button while the part it opens is still being fetched, so a fast typist loses nothing:
 * they are played, in order, where focus is once the part is drawn. Escape instead cancels the opening.
 */
export class EarlyKeys {
	#keys: string[] = [];
	#cancelled = false;

	/** Keeps a key press (and stops its default, so Enter does not press the button again). */
	keep(event: KeyboardEvent): void {
		if (!isKept(event)) return;
		event.preventDefault();
		if (event.key === 'Escape') {
			this.#keys = [];
			this.#cancelled = true;
		} else this.#keys.push(event.key);
	}

	/** Whether Escape was pressed while waiting (then nothing should open); reading it starts afresh. */
	takeCancelled(): boolean {
		const cancelled = this.#cancelled;
		this.#cancelled = false;
		if (cancelled) this.#keys = [];
		return cancelled;
	}

	/** Forgets the kept keys (the part could not be drawn). */
	drop(): void {
		this.#keys = [];
	}

	/**
	 * Plays the kept keys where focus is, one at a time, letting the page update between them. `from`: an element
	 * of the part (its button), so focus is found in its own root: inside a shadow root `document` sees the host.
	 */
	async play(from: Node = document): Promise<void> {
		const keys = this.#keys;
		this.#keys = [];
		for (const key of keys) {
			const target = activeIn(from);
			if (!(target instanceof HTMLElement)) return;
			if (target instanceof HTMLInputElement && (key.length === 1 || key === 'Backspace')) edit(target, key);
			else target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
			await tick();
		}
	}
}

/** Types a character (or deletes one) at the caret, as the browser would, and says so with an input event. */
function edit(input: HTMLInputElement, key: string): void {
	const { value } = input;
	const start = input.selectionStart ?? value.length;
	const end = input.selectionEnd ?? value.length;
	const from = key === 'Backspace' && start === end ? Math.max(0, start - 1) : start;
	const text = key === 'Backspace' ? '' : key;
	input.value = value.slice(0, from) + text + value.slice(end);
	input.setSelectionRange(from + text.length, from + text.length);
	const inputType = key === 'Backspace' ? 'deleteContentBackward' : 'insertText';
	input.dispatchEvent(new InputEvent('input', { bubbles: true, inputType, data: text || null }));
}
