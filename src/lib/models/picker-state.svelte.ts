import type { Effort } from '$protocol/schemas/common';
import type { EndpointSummary } from '$protocol/schemas/endpoints';
import { filterEndpoints, filterModels, filterOffers, type FilterCriteria, type ModelFilterResult } from './filter';
import { findOffer, type MergedModel, type Offer } from './merge';
import { pickerIndex } from './picker-index';
import { COMPARE_MAX } from './model-glance';
import {
	loadPrefs,
	pushRecent,
	savePrefs,
	togglePinned,
	type PickerPrefs,
	type PickerView,
	type RecentChoice
} from './prefs';
import { modelFigure, offerFigure, sortModels, sortOffers, type SortKey } from './sort';
import { levelFor, thinkingBand, type Band } from './thinking-band';

/** The picker's current choice, as a host passes it in. */
export interface PickerChoice {
	endpoint: string;
	/** The provider's own id. */
	model: string;
	level?: Effort | null;
}

/** Which list has the keyboard: the first (models or endpoints) or the second (providers or models). */
export type ListName = 'first' | 'second';

/**
 * Everything the model picker knows, as state: the merged answer and its search
 * index (rebuilt only when the endpoints change), the filters, the two lists
 * with their active rows, and the thinking level. Components only draw it.
 */
export class PickerState {
	#source: () => readonly EndpointSummary[] = () => [];
	/** Merged again only for another endpoints array, and once for every picker of the page (`picker-index.ts`). */
	readonly index = $derived(pickerIndex(this.#source()));
	readonly merged = $derived(this.index.merged);

	text = $state('');
	kinds = $state.raw<readonly string[]>([]);
	localOnly = $state(false);
	prefs = $state.raw<PickerPrefs>(loadPrefs());
	readonly view: PickerView = $derived(this.prefs.view);
	readonly sort: SortKey = $derived(this.prefs.sort);

	/** Active row of each list (a position in that list). */
	activeFirst = $state(0);
	activeSecond = $state(0);
	/** The thinking level for the active offer; null: the provider decides. */
	level = $state<Effort | null>(null);

	readonly criteria: FilterCriteria = $derived({ text: this.text, kinds: this.kinds, localOnly: this.localOnly });
	readonly modelOrder = $derived(sortModels(this.merged.models, this.sort));
	/** Where models without the sort figure start in `modelOrder` (they are a contiguous tail). */
	readonly #rank = $derived.by(() => {
		const rank = new Uint32Array(this.modelOrder.length);
		this.modelOrder.forEach((m, i) => (rank[m] = i));
		return rank;
	});
	readonly #firstAbsent = $derived.by(() => {
		const key = this.sort;
		if (key === 'name' || key === 'providers') return this.modelOrder.length;
		let lo = 0;
		let hi = this.modelOrder.length;
		while (lo < hi) {
			const mid = (lo + hi) >> 1;
			if (modelFigure(this.merged.models[this.modelOrder[mid] as number]!, key) === null) hi = mid;
			else lo = mid + 1;
		}
		return lo;
	});

	#previous: { index: unknown; result: ModelFilterResult } | null = null;
	/** Matching models in sort order; typing on narrows the previous result instead of starting over. */
	readonly modelResult = $derived.by(() => {
		const prev = this.#previous?.index === this.index ? this.#previous.result : null;
		const result = filterModels(this.index, this.criteria, this.modelOrder, prev);
		this.#previous = { index: this.index, result };
		return result;
	});

	/** The by-model view's first list: pinned models first, then the rest, each in sort order. */
	readonly modelRows: Uint32Array = $derived.by(() => {
		const rows = this.modelResult.models;
		// A throwaway lookup inside a derivation, not state.
		// eslint-disable-next-line svelte/prefer-svelte-reactivity
		const pinned = new Set(this.prefs.pinned);
		if (pinned.size === 0) return rows;
		const top: number[] = [];
		const rest: number[] = [];
		for (const m of rows) (pinned.has(this.merged.models[m]!.canonical) ? top : rest).push(m);
		return Uint32Array.from(top.concat(rest));
	});

	/** The by-provider view's first list: endpoint indices with a match, city order. */
	readonly endpointRows: number[] = $derived(
		this.view === 'provider' ? filterEndpoints(this.index, this.criteria) : []
	);

	readonly firstCount = $derived(this.view === 'model' ? this.modelRows.length : this.endpointRows.length);

	/** The second list: the active model's providers (offer order), or the active endpoint's models (sorted). */
	readonly offers: Offer[] = $derived.by(() => {
		if (this.view === 'model') {
			const m = this.modelRows[this.activeFirst];
			return m === undefined ? [] : filterOffers(this.index, this.merged.models[m]!.offers, this.criteria);
		}
		const e = this.endpointRows[this.activeFirst];
		if (e === undefined) return [];
		const own = this.merged.byEndpoint[e] ?? [];
		const sorted = Array.from(sortOffers(own, this.sort), (i) => own[i] as Offer);
		return filterOffers(this.index, sorted, this.criteria);
	});

	readonly offer: Offer | null = $derived(this.offers[this.activeSecond] ?? null);
	readonly band: Band = $derived(this.offer ? thinkingBand(this.offer.model.thinking) : { kind: 'none' });

	/** How many shown rows of the first list lack the sort figure (listed last). */
	readonly withoutFigure = $derived.by(() => {
		const key = this.sort;
		// Every model has a provider count; only the other figures can be missing.
		if (key === 'name' || key === 'providers') return 0;
		if (this.view === 'provider') return this.offers.filter((o) => offerFigure(o, key) === null).length;
		const rows = this.modelResult.models;
		// Rows keep the sort order, so the ones without the figure are a tail: find where it starts.
		let lo = 0;
		let hi = rows.length;
		while (lo < hi) {
			const mid = (lo + hi) >> 1;
			if ((this.#rank[rows[mid] as number] as number) >= this.#firstAbsent) hi = mid;
			else lo = mid + 1;
		}
		return rows.length - lo;
	});

	/** Recent choices that still exist in this answer. */
	readonly recent: { choice: RecentChoice; offer: Offer }[] = $derived(
		this.prefs.recent.flatMap((choice) => {
			const offer = findOffer(this.merged, choice.endpoint, choice.model);
			return offer ? [{ choice, offer }] : [];
		})
	);

	/** `endpoints` is read reactively (a prop getter), so a new answer re-merges. */
	constructor(endpoints: () => readonly EndpointSummary[]) {
		this.#source = endpoints;
	}

	#setPrefs(next: Partial<PickerPrefs>): void {
		this.prefs = { ...this.prefs, ...next };
		savePrefs(this.prefs);
	}

	/** Makes the search keys now (they are otherwise made on the first query with words). */
	prepareSearch(): void {
		void this.index.modelKeys;
	}

	/** Reads remembered preferences again: another picker on the page may have changed them. */
	reloadPrefs(): void {
		this.prefs = loadPrefs();
	}

	setText(text: string): void {
		this.text = text;
		this.#resetActive();
	}
	setKinds(kinds: readonly string[]): void {
		this.kinds = kinds;
		this.#resetActive();
	}
	setLocalOnly(on: boolean): void {
		this.localOnly = on;
		this.#resetActive();
	}
	setView(view: PickerView): void {
		this.#setPrefs({ view });
		this.#resetActive();
	}
	setSort(sort: SortKey): void {
		this.#setPrefs({ sort });
		this.#resetActive();
	}
	togglePin(canonical: string): void {
		this.#setPrefs({ pinned: togglePinned(this.prefs.pinned, canonical) });
	}
	isPinned(canonical: string): boolean {
		return this.prefs.pinned.includes(canonical);
	}

	/** The models chosen for the compare view (canonical ids, at most `COMPARE_MAX`), for this visit only. */
	compare = $state.raw<readonly string[]>([]);
	readonly compareModels: MergedModel[] = $derived(
		this.compare.flatMap((c) => this.merged.models.find((m) => m.canonical === c) ?? [])
	);
	/** Adds a model to the comparison or takes it out; false when the comparison is already full. */
	toggleCompare(canonical: string): boolean {
		if (this.compare.includes(canonical)) this.compare = this.compare.filter((c) => c !== canonical);
		else if (this.compare.length >= COMPARE_MAX) return false;
		else this.compare = [...this.compare, canonical];
		return true;
	}

	#resetActive(): void {
		this.activeFirst = 0;
		this.activeSecond = 0;
		this.level = null;
	}

	/** Moves the active row of a list to a position (clamped); moving the first list starts the second over. */
	moveTo(list: ListName, position: number): void {
		const count = list === 'first' ? this.firstCount : this.offers.length;
		if (count === 0) return;
		const p = Math.max(0, Math.min(count - 1, position));
		if (list === 'first') {
			if (p !== this.activeFirst) {
				this.activeFirst = p;
				this.activeSecond = 0;
				this.level = null;
			}
		} else if (p !== this.activeSecond) {
			this.activeSecond = p;
			this.level = null;
		}
	}

	/** Puts both lists on a choice (when the picker opens), clearing filters that would hide it. */
	focusChoice(choice: PickerChoice | null | undefined): void {
		const offer = choice ? findOffer(this.merged, choice.endpoint, choice.model) : null;
		this.#resetActive();
		if (!offer) return;
		if (this.view === 'model') {
			const first = this.modelRows.indexOf(offer.modelIndex);
			if (first < 0) return;
			this.activeFirst = first;
		} else {
			const first = this.endpointRows.indexOf(offer.endpointIndex);
			if (first < 0) return;
			this.activeFirst = first;
		}
		const second = this.offers.indexOf(offer);
		if (second >= 0) this.activeSecond = second;
		this.level = levelFor(this.band, choice?.level ?? null);
	}

	/** Records a choice in the recent list and returns it; the caller sends or calls back. */
	choose(offer: Offer | null = this.offer, level: Effort | null = this.level): RecentChoice | null {
		if (!offer) return null;
		const choice: RecentChoice = {
			canonical: offer.model.canonical,
			endpoint: offer.endpoint.name,
			model: offer.model.id,
			level
		};
		this.#setPrefs({ recent: pushRecent(this.prefs.recent, choice) });
		return choice;
	}
}
