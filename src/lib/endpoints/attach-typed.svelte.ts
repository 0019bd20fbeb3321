import type { DialectKind } from '$protocol/schemas/common';
import type { EndpointSummary, KnownHost } from '$protocol/schemas/endpoints';
import { vendorPick } from './vendor-pick';
import { emptyTuningForm, tuningFormFrom, type TuningFormValues } from './tuning-form';

/** The typed part of a kept draft (the key value never is). */
export interface KeptTyped {
	host: string;
	name: string;
	baseUrl: string;
	dialect: DialectKind;
	accountId: string;
	tuning: TuningFormValues;
}

/**
 * What the person types into the attach form. The fields the markup binds (`bind:value`, `bind:values`) are
 * public `$state`: they are the person's own typing, with nothing to guard between keystroke and field. The host,
 * dialect and offered id change only through the pickers.
 */
export class AttachTyped {
	name = $state('');
	baseUrl = $state('');
	accountId = $state('main');
	key = $state('');
	tuning = $state(emptyTuningForm());
	#host = $state('');
	#dialect = $state<DialectKind>('open_ai');
	#offeredName = $state<{ taken: string; offered: string } | null>(null);

	get host(): string {
		return this.#host;
	}

	get dialect(): DialectKind {
		return this.#dialect;
	}

	/** The free id the vendor picker offered instead of one already attached. */
	get offeredName(): { taken: string; offered: string } | null {
		return this.#offeredName;
	}

	/** The person picked a vendor: its face fills the base URL and dialect, and a free id an empty one. */
	pickHost(host: string, known: KnownHost | undefined, taken: readonly string[]): void {
		this.#host = host;
		const now = { dialect: this.#dialect, baseUrl: this.baseUrl, name: this.name, offeredName: this.#offeredName };
		const next = vendorPick(known, now, taken);
		this.#dialect = next.dialect;
		this.baseUrl = next.baseUrl;
		this.name = next.name;
		this.#offeredName = next.offeredName;
	}

	/** The person picked a dialect: the vendor's face for it, if it documents one, fills the base URL. */
	pickDialect(dialect: DialectKind, faces: KnownHost['faces'] | null): void {
		this.#dialect = dialect;
		const face = faces?.find((f) => f.dialect === dialect);
		if (face) this.baseUrl = face.base_url;
	}

	/** The fields of an attached endpoint's read-back (Change settings). */
	startFrom(summary: EndpointSummary): void {
		this.name = summary.name;
		this.baseUrl = summary.base_url;
		this.#dialect = summary.dialect;
		this.accountId = summary.tuning.accounts?.[0]?.id ?? 'main';
		this.tuning = tuningFormFrom(summary.tuning);
	}

	/** The city probed at this base URL: the form adopts it. */
	cityUsed(baseUrl: string): void {
		this.baseUrl = baseUrl;
	}

	/** `/enroll` stored the typed key: the field empties, its value is kept nowhere. */
	keyStored(): void {
		this.key = '';
	}

	kept(): KeptTyped {
		const { host, name, baseUrl, dialect, accountId, tuning } = this;
		return { host, name, baseUrl, dialect, accountId, tuning };
	}

	restore(kept: KeptTyped): void {
		this.#host = kept.host;
		this.name = kept.name;
		this.baseUrl = kept.baseUrl;
		this.#dialect = kept.dialect;
		this.accountId = kept.accountId;
		this.tuning = kept.tuning;
	}

	/** Starts over; the dialect picked stays. */
	clear(): void {
		this.#host = '';
		this.name = '';
		this.baseUrl = '';
		this.accountId = 'main';
		this.key = '';
		this.tuning = emptyTuningForm();
		this.#offeredName = null;
	}
}
