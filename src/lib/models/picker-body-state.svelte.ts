import './model-picker-words';
import { getContext, setContext, tick } from 'svelte';
import { DEV } from 'esm-env';
import type { Effort } from '$protocol/schemas/common';
import type { EndpointSummary } from '$protocol/schemas/endpoints';
import { i18n } from '$lib/i18n';
import { whenIdleAfterPaint } from '$lib/ui/after-paint';
import { Deferred } from '$lib/ui/deferred.svelte';
import { shortName } from './long-name';
import type { MergedModel, Offer } from './merge';
import { PickerState, type ListName, type PickerChoice } from './picker-state.svelte';

/** Rows shown at once in the first list, and each list's row height (px). */
export const ROWS = 8;
export const FIRST_ROW = 52;
export const SECOND_ROW = 78;

/** Where a key moves the active row of a list (null: not a moving key). */
export function keyTarget(key: string, at: number, last: number, rows = ROWS): number | null {
	const to: Record<string, number> = {
		ArrowDown: at + 1,
		ArrowUp: at - 1,
		PageDown: at + rows,
		PageUp: at - rows,
		Home: 0,
		End: last
	};
	return to[key] ?? null;
}

export interface PickerBodyProps {
	endpoints: readonly EndpointSummary[];
	current?: PickerChoice | null;
	open: boolean;
	id: string;
	onChoose: (endpoint: string, model: string, level: Effort | null) => void;
}

/**
 * The picker body's state over `PickerState`: what its lists draw (a frame late where the docs say so), the
 * elements the keyboard moves between, and every key and pick. The body's parts reach it through `usePicker`.
 */
export class PickerBodyState {
	readonly #props: () => PickerBodyProps;
	readonly picker: PickerState;
	input = $state<HTMLInputElement | null>(null);
	second = $state<HTMLDivElement | null>(null);

	get id(): string {
		return this.#props().id;
	}
	get current(): PickerChoice | null {
		return this.#props().current ?? null;
	}
	readonly firstId = $derived(`${this.id}-first`);
	readonly secondId = $derived(`${this.id}-second`);
	/** Endpoints that list no models: shown in the by-provider view with 0, and said, so counts add up. */
	readonly emptyEndpoints = $derived.by(
		() => this.picker.merged.byEndpoint.filter((offers) => offers.length === 0).length
	);
	readonly activeModel: MergedModel | null = $derived.by(() => {
		const p = this.picker;
		if (p.view !== 'model') return null;
		const m = p.modelRows[p.activeFirst];
		return m === undefined ? null : (p.merged.models[m] ?? null);
	});
	readonly activeEndpoint: EndpointSummary | null = $derived.by(() => {
		const p = this.picker;
		return p.view === 'provider' ? (p.merged.endpoints[p.endpointRows[p.activeFirst] ?? -1] ?? null) : null;
	});
	readonly secondLabel = $derived.by(() => {
		const tp = i18n.t.modelPicker.list;
		if (this.activeModel) return tp.providersOf({ model: shortName(this.activeModel.canonical) });
		if (this.activeEndpoint) return tp.modelsOf({ endpoint: shortName(this.activeEndpoint.label) });
		return tp.models;
	});
	/** The detail follows the active offer a frame later: a keystroke draws the lists first (docs/performance.md). */
	readonly shownOffer: Deferred<Offer | null>;
	/** So does the second list when the first one changes under a keystroke (moving in it is not deferred). */
	readonly shownSecond: Deferred<{ offers: Offer[]; label: string }>;

	/** Made while the body initialises (it owns effects). */
	constructor(props: () => PickerBodyProps) {
		this.#props = props;
		const picker = new PickerState(() => props().endpoints);
		this.picker = picker;
		this.shownOffer = new Deferred(() => picker.offer);
		const secondList = $derived({ offers: picker.offers, label: this.secondLabel });
		this.shownSecond = new Deferred(() => secondList);
		// Once the list is on screen, the search keys are made while the browser is idle, before the first key.
		$effect(() => {
			if (props().open) return whenIdleAfterPaint(() => picker.prepareSearch());
		});
	}

	/** Starts an opening: preferences read again, no text, the current choice focused. */
	prepare(): void {
		this.picker.reloadPrefs();
		this.picker.setText('');
		this.picker.focusChoice(this.current);
		// An opening draws the whole dialog at once, never a frame of what the last opening showed.
		this.shownOffer.sync();
		this.shownSecond.sync();
	}

	/** Puts the keyboard in the search box (once drawn). */
	async focusSearch(): Promise<void> {
		await tick();
		this.input?.focus();
	}

	/** A thinking level is a fact of the offer, never part of the choice: select_model carries none. */
	choose = (offer: Offer | null = this.picker.offer): void => {
		const choice = this.picker.choose(offer, null);
		if (!choice) return;
		this.#props().onChoose(choice.endpoint, choice.model, null);
	};

	isCurrent = (offer: Offer): boolean => {
		const c = this.current;
		return !!c && c.endpoint === offer.endpoint.name && c.model === offer.model.id;
	};

	#move(list: ListName, event: KeyboardEvent): boolean {
		const p = this.picker;
		const at = list === 'first' ? p.activeFirst : p.activeSecond;
		const last = (list === 'first' ? p.firstCount : p.offers.length) - 1;
		const target = keyTarget(event.key, at, last);
		if (target === null) return false;
		event.preventDefault();
		p.moveTo(list, target);
		return true;
	}

	firstKeys = (event: KeyboardEvent): void => {
		if (this.#move('first', event)) return;
		if (event.key === 'Enter') {
			event.preventDefault();
			// Choosing a model (or endpoint) is the first step; choosing who serves it is the second.
			if (this.picker.offers.length > 0) {
				this.shownSecond.sync();
				this.second?.focus();
			}
		}
	};

	secondKeys = (event: KeyboardEvent): void => {
		// The keyboard acts on the second list as it is now, never on a frame-old drawing of it.
		this.shownSecond.sync();
		if (this.#move('second', event)) return;
		if (event.key === 'Enter') {
			event.preventDefault();
			this.choose();
		}
	};

	pickFirst = (p: number): void => {
		this.picker.moveTo('first', p);
		this.input?.focus();
	};

	pickSecond = (p: number): void => {
		// The offer clicked, found in the list as it is now (the drawing may be a frame old).
		const offer = this.shownSecond.current.offers[p];
		this.shownSecond.sync();
		const at = offer ? this.picker.offers.indexOf(offer) : -1;
		if (at >= 0) this.picker.moveTo('second', at);
		this.second?.focus();
	};
}

const KEY = Symbol('picker-body');

/** Makes the body's state and hands it to its parts. */
export function setPickerContext(props: () => PickerBodyProps): PickerBodyState {
	return setContext(KEY, new PickerBodyState(props));
}

/** The body's state, from a part drawn inside `PickerBody`. */
export function usePicker(): PickerBodyState {
	const state = getContext<PickerBodyState | undefined>(KEY);
	if (DEV && !state) throw new Error('usePicker() outside PickerBody');
	return state!;
}
