import type { AccountStatus, KeyState } from '$protocol/schemas/endpoints';

/** How a key state looks and what the page may offer for it (WIRE.md §11.3 KeyState). */
export interface KeyStateInfo {
	tone: 'ok' | 'warn' | 'danger' | 'neutral';
	/** The page can store (or replace) a key for this account. */
	canStore: boolean;
	/** The state needs the person's attention. */
	attention: boolean;
}

export const KEY_STATE_INFO: Record<KeyState, KeyStateInfo> = {
	stored: { tone: 'ok', canStore: true, attention: false },
	missing: { tone: 'danger', canStore: true, attention: true },
	environment: { tone: 'neutral', canStore: false, attention: false },
	environment_unusable: { tone: 'danger', canStore: false, attention: true },
	anonymous: { tone: 'neutral', canStore: true, attention: false },
	unread: { tone: 'warn', canStore: false, attention: false }
};

/**
 * The city's key state for one account, matched by id, never by position.
 * `null` when the city sent no row for it (a new, unsaved account): nothing is derived.
 */
export function keyStateOf(statuses: readonly AccountStatus[], id: string): KeyState | null {
	return statuses.find((s) => s.id === id)?.key ?? null;
}

/** The words for a key state: a short label and one sentence saying what the person can do. */
export interface KeyStateWords {
	label: string;
	detail: string;
}

/** Picks the words for a state from the dictionary; every one of the six has its own. */
export function keyStateWords(state: KeyState, words: Record<KeyState, KeyStateWords>): KeyStateWords {
	return words[state];
}
