import { CONFIG_LAYERS, isKnown, type ConfigLayer, type KnownConfigLayer } from '$protocol/schemas/common';

/** Where a value in force came from, as a setting draws it. */
export type Origin =
	/** No file states it (`from: default`, or no value at all): drawn as a placeholder, never as someone's choice. */
	| { kind: 'untouched' }
	/** A layer this app has words for. */
	| { kind: 'known'; layer: Exclude<KnownConfigLayer, 'default'> }
	/** A layer a newer city names: shown as spelled. */
	| { kind: 'spelled'; layer: string };

/**
 * The origin of a value in force. `from` is the city's `from` (`null` when the city answered no value, as for an
 * `effort` no layer states).
 */
export function originOf(from: ConfigLayer | null | undefined): Origin {
	if (from == null || from === 'default') return { kind: 'untouched' };
	if (isKnown(CONFIG_LAYERS, from)) return { kind: 'known', layer: from as Exclude<KnownConfigLayer, 'default'> };
	return { kind: 'spelled', layer: from };
}

/**
 * Whether a value in force came from a layer nearer than the one a form edits: `true`/`false` for known layers,
 * `null` when the layer is one this app does not know (its place on the ladder is not known either).
 */
export function nearerThan(edited: KnownConfigLayer, from: ConfigLayer | null | undefined): boolean | null {
	if (from == null) return false;
	if (!isKnown(CONFIG_LAYERS, from)) return null;
	return CONFIG_LAYERS.indexOf(from) > CONFIG_LAYERS.indexOf(edited);
}

/**
 * Whether a form that edits `edited` must say a nearer place overrides it: the nearer answer's value came from a
 * nearer layer, or from an unknown layer and differs from what the form's own place reads.
 */
export function overriddenNearer(
	edited: KnownConfigLayer,
	own: { value: string | null; from: ConfigLayer | null },
	nearer: { value: string | null; from: ConfigLayer | null }
): boolean {
	const n = nearerThan(edited, nearer.from);
	if (n === null) return nearer.value !== own.value || nearer.from !== own.from;
	return n;
}

/** Where one press stands: its value, until the city's read-back shows it. */
export type SavePhase<T> =
	| { phase: 'idle' }
	| { phase: 'sending'; value: T }
	/** Its event came at `seq`: an answer with `as_of > seq` is the read-back. */
	| { phase: 'confirmed'; value: T; seq: number }
	| { phase: 'saved'; value: T }
	/** The read-back after its event shows another value: never called saved. */
	| { phase: 'differs'; value: T; read: T | null }
	| { phase: 'notSent'; value: T };

/**
 * The next phase once an answer arrives: a press is saved only when an answer that reflects its confirming event
 * (`asOf > seq`) reads back the value sent.
 */
export function readBack<T>(save: SavePhase<T>, answer: { asOf: number; value: T | null }): SavePhase<T> {
	if (save.phase !== 'confirmed' || answer.asOf <= save.seq) return save;
	if (answer.value === save.value) return { phase: 'saved', value: save.value };
	return { phase: 'differs', value: save.value, read: answer.value };
}
