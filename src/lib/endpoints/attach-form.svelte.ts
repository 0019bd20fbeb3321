import type { Command } from '$protocol/schemas/commands';
import type { DialectKind } from '$protocol/schemas/common';
import type { ChosenSummary, EndpointSummary, KnownHost, ProviderAccount } from '$protocol/schemas/endpoints';
import type { EventRecord } from '$protocol/schemas/frames';
import type { AxError } from '$protocol/schemas/refusal';
import type { AnswerStanding } from '$lib/query/answer-standing';
import { ListHold, type HeldStanding } from './list-hold.svelte';
import { admitFrom, changesSince, outgoingTuning, reattaches, summaryText } from './attach-base';
import { attachCommand, probeCommand, type AttachDraft } from './attach-commands';
import { forgetSecretCommand } from './reattach';
import { keyReference, storeHeaderKeys, storeTypedKey, type Enroll } from './attach-keys';
import { looksLikeCredential } from '$lib/mcp/changes/credentials';
import { replacePlan } from './replace-diff';
import type { PreviewInput } from './request-preview';
import { readTuningForm, type TuningErrors } from './tuning-form';
import { checkAccountIds, checkBaseUrl, checkEndpointName, type FieldProblem } from './field-checks';
import type { KeptDraft } from './attach-draft.svelte';
import { AttachTyped } from './attach-typed.svelte';
import { StoredKey } from './attach-stored-key.svelte';
import { AttachProbe } from './attach-probe.svelte';
import { AttachPress } from './attach-press.svelte';

export interface AttachView {
	endpoints: EndpointSummary[];
	chosen: ChosenSummary[];
}

/**
 * The attach form: vendor, base URL, dialect, one account and its key, the
 * Advanced tuning, a probe, and the models to admit. Every field keeps what was
 * typed through a refusal; keys go only to `/enroll`, under names no attached
 * endpoint uses, and replacing an attached endpoint waits for a confirmation.
 * Its state lives in one owner per concern; this class composes them.
 */
export class AttachForm {
	private readonly hosts: () => KnownHost[];
	private readonly view: () => AttachView;
	readonly #hold: ListHold;
	/** What the person types (the markup binds its fields). */
	readonly typed = new AttachTyped();
	/** The key stored through `/enroll`. */
	readonly keys = new StoredKey();
	/** The Look and the city's answer to it. */
	readonly probe = new AttachProbe();
	/** The presses: busy, the read started from, the replace confirmation, the last command's outcome. */
	readonly press = new AttachPress();

	reference = $derived(this.keys.referenceFor(this.typed.accountId));
	/** A re-attach of the endpoint the form started from keeps its whole account list. */
	keepsAccounts = $derived(reattaches(this.press.base, this.typed.name));
	accounts: ProviderAccount[] = $derived(
		this.keepsAccounts && this.press.base?.tuning.accounts
			? this.press.base.tuning.accounts.map((a) => ({ ...a }))
			: [{ id: this.typed.accountId, reference: this.reference, header: null }]
	);
	existing = $derived.by(() => this.view().endpoints.find((e) => e.name === this.typed.name.trim()));
	listed = $derived.by(() => {
		const probed = this.probe.probed;
		return probed && !probed.failed && probed.name === this.typed.name.trim() ? probed.models : null;
	});
	noneChecked = $derived(
		this.listed !== null && this.listed.length > 0 && this.listed.every((id) => this.probe.excluded.includes(id))
	);
	fieldErrors = $derived.by(() => {
		const errors: Record<string, FieldProblem> = {};
		const name = checkEndpointName(this.typed.name);
		if (name) errors.name = name;
		const url = checkBaseUrl(this.typed.baseUrl);
		if (url) errors.baseUrl = url;
		const id = this.keepsAccounts ? null : checkAccountIds([this.typed.accountId])[0];
		if (id) errors.accountId = id;
		if (this.noneChecked) errors.models = 'none_checked';
		return errors;
	});
	tuningRead = $derived(readTuningForm(this.typed.tuning, this.accounts));
	tuningErrors: TuningErrors = $derived(this.tuningRead.ok ? {} : this.tuningRead.errors);
	valid = $derived(Object.keys(this.fieldErrors).length === 0 && this.tuningRead.ok);
	/** The models the endpoint will have after this attach, or `null` when only the attach will read them. */
	plannedModels = $derived.by((): string[] | null => {
		const base = this.press.base;
		if (this.listed) return admitFrom(base, this.typed.name, this.listed, this.probe.excluded);
		if (reattaches(base, this.typed.name)) return base.models.map((m) => m.id);
		return null;
	});
	/** What replacing the attached endpoint of this id changes, before anything is sent. */
	replacing = $derived.by(() => {
		const existing = this.existing;
		if (!existing || !this.tuningRead.ok) return null;
		const plan = {
			base_url: this.typed.baseUrl.trim(),
			dialect: this.typed.dialect,
			tuning: outgoingTuning(this.press.base, this.typed.name, this.tuningRead.tuning),
			models: this.plannedModels
		};
		return replacePlan(existing, plan, this.view());
	});
	/** The read this form started from changed under it (another tab, another press). */
	baseChanged = $derived.by(() => {
		const base = this.press.base;
		return base !== null && this.press.baseSeen !== summaryText(this.#now(base));
	});

	/** What changed between the read this form started from and the newest one; `gone` when it was removed. */
	baseChanges = $derived.by(() => {
		const base = this.press.base;
		if (!base || !this.baseChanged) return null;
		return changesSince(base, this.#now(base));
	});

	/** The reference a typed key will be stored under (a name no attached endpoint uses), before it is. */
	pendingReference = $derived.by(() =>
		this.typed.key === '' || this.keepsAccounts
			? null
			: keyReference(this.typed.name, this.typed.accountId, this.view().endpoints)
	);

	/** Why a press that could replace something is held now, or `null` (`ListHold`). */
	get held(): HeldStanding | null {
		return this.#hold.why;
	}

	/** Set by a press: every mark shows from then on. */
	get touched(): boolean {
		return this.press.touched;
	}

	/**
	 * `view` is the newest `endpoint_view` read; `standing` says whether it is current. Attach, and storing a
	 * typed key, wait for a current one: without it the page cannot tell what they would replace.
	 */
	constructor(
		hosts: () => KnownHost[],
		view: () => AttachView = () => ({ endpoints: [], chosen: [] }),
		standing: () => AnswerStanding = () => 'loading'
	) {
		this.hosts = hosts;
		this.view = view;
		this.#hold = new ListHold(standing);
	}

	/** The newest read of the endpoint the form started from. */
	#now(base: EndpointSummary): EndpointSummary | undefined {
		return this.view().endpoints.find((e) => e.name === base.name);
	}

	/** Whether a press would store a key in the vault (a typed key, or a header value that looks like one). */
	get #storesKeys(): boolean {
		return this.typed.key !== '' || this.typed.tuning.headers.some((h) => looksLikeCredential(h.name, h.value));
	}

	/** The dialects the picked host documents; every dialect for a free base URL. */
	get faces(): KnownHost['faces'] | null {
		return this.hosts().find((h) => h.host === this.typed.host)?.faces ?? null;
	}

	/** Picks a vendor: fills the base URL and dialect from its face, and a free id when the id is empty. */
	pickHost(host: string): void {
		const known = this.hosts().find((h) => h.host === host);
		this.typed.pickHost(
			host,
			known,
			this.view().endpoints.map((e) => e.name)
		);
	}

	pickDialect(dialect: DialectKind): void {
		this.typed.pickDialect(dialect, this.faces);
	}

	/** Starts from an attached endpoint's read-back: a re-attach that changes settings keeps everything else. */
	startFrom(summary: EndpointSummary): void {
		this.reset();
		this.press.startFrom(summary);
		this.typed.startFrom(summary);
	}

	/** The person saw the newer read: the form now starts from it; what they typed stays. */
	adoptNewerBase(): void {
		const base = this.press.base;
		this.press.adoptNewer(base && this.#now(base));
	}

	/** What the settings keep of this form when it goes (never a key value). */
	kept(): KeptDraft {
		return { ...this.typed.kept(), stored: this.keys.stored, base: this.press.base, baseSeen: this.press.baseSeen };
	}

	/** Puts a kept draft back. */
	restore(kept: KeptDraft): void {
		this.typed.restore(kept);
		this.keys.restore(kept.stored);
		this.press.restore(kept.base, kept.baseSeen);
	}

	/** The draft a press sends, or null (with marks shown) when a field is wrong. */
	draft(): AttachDraft | null {
		this.press.pressed();
		if (!this.valid || !this.tuningRead.ok) return null;
		return {
			name: this.typed.name.trim(),
			base_url: this.typed.baseUrl.trim(),
			dialect: this.typed.dialect,
			accounts: this.accounts,
			tuning: outgoingTuning(this.press.base, this.typed.name, this.tuningRead.tuning)
		};
	}

	/** What the request preview shows, or `null` while a field is wrong; `toVault` stands in for a header credential. */
	preview(toVault: string): PreviewInput | null {
		if (!this.valid || !this.tuningRead.ok) return null;
		const tuning = this.tuningRead.tuning;
		return {
			baseUrl: this.typed.baseUrl,
			dialect: this.typed.dialect,
			// The reference a typed key will be stored under shows before Look or Attach stores it.
			secret: this.keepsAccounts ? null : (this.reference ?? this.pendingReference),
			authHeader: null,
			// A credential typed into a header is shown as where it will go, never as itself.
			tuning: {
				...tuning,
				headers: tuning.headers.map((h) =>
					looksLikeCredential(h.name, h.value) ? { name: h.name, value: toVault } : h
				)
			}
		};
	}

	/** Sends a typed key to `/enroll` under a name no attached endpoint uses. False when it was not stored. */
	async storeKey(enroll: Enroll): Promise<boolean> {
		const t = this.typed;
		if (t.key === '') return true;
		const result = await storeTypedKey(t.key, t.name.trim(), t.accountId, this.view().endpoints, enroll);
		if (result.kind !== 'stored') {
			this.keys.notEnrolled(result);
			return false;
		}
		t.keyStored();
		this.keys.enrolled(result.reference, t.accountId);
		return true;
	}

	/**
	 * Deletes the key a Look stored, for an endpoint the person will not attach: the reference is one no attached
	 * endpoint uses (`storeTypedKey`), so nothing else reads it. False when the command could not be sent.
	 */
	forgetTrialKey(send: (c: Command) => void): boolean {
		const ref = this.keys.stored?.reference;
		if (!ref || this.press.busy) return false;
		try {
			send(forgetSecretCommand(ref));
		} catch {
			this.press.failed();
			return false;
		}
		this.keys.forgotten();
		return true;
	}

	/** Header values that look like credentials go to the vault; the header keeps the reference. */
	async storeHeaderCredentials(enroll: Enroll): Promise<boolean> {
		const t = this.typed;
		const problem = await storeHeaderKeys(t.tuning.headers, t.name.trim(), this.view().endpoints, enroll);
		if (problem) this.keys.notEnrolled(problem);
		return problem === null;
	}

	/**
	 * What Look and Attach share once the fields read well: keys go to the vault first, then the command
	 * built from the draft is sent and remembered as this form's press (`sent` runs right after).
	 */
	async #send<C extends Command>(
		send: (c: Command) => void,
		enroll: Enroll,
		build: (d: AttachDraft) => C,
		sent: (c: C) => void
	): Promise<'sent' | 'held' | 'not_sent'> {
		this.press.sending();
		try {
			if (!(await this.storeKey(enroll)) || !(await this.storeHeaderCredentials(enroll))) return 'held';
			const d = this.draft();
			if (!d) return 'held';
			this.#hold.clear();
			this.press.clearOutcome();
			const command = build(d);
			send(command);
			this.press.sent(command);
			sent(command);
			return 'sent';
		} catch {
			this.press.failed();
			return 'not_sent';
		} finally {
			this.press.done();
		}
	}

	/** *Look*: `probe_endpoint` with the very tuning the attach would carry. */
	async look(send: (c: Command) => void, enroll: Enroll): Promise<'sent' | 'held' | 'not_sent'> {
		if (!this.draft() || this.press.busy) return 'held';
		// A key goes to a vault name no attached endpoint uses: only a current list says which are used.
		if (this.#storesKeys && !this.#hold.pass()) return 'held';
		const outcome = await this.#send(
			send,
			enroll,
			(d) => probeCommand(d, this.keepsAccounts ? null : this.reference),
			(probe) => this.probe.asked(probe.probe_endpoint.name)
		);
		if (outcome === 'not_sent') this.probe.unanswered();
		return outcome;
	}

	/** Replacing is a decision: true once the person confirmed this very read of the attached endpoint. */
	get replaceConfirmed(): boolean {
		return !this.existing || this.press.confirmed === summaryText(this.existing);
	}

	confirmReplace(): void {
		this.press.confirm(summaryText(this.existing));
	}

	/** *Attach*: `attach_endpoint` with the accounts and tuning as typed. */
	async attach(send: (c: Command) => void, enroll: Enroll): Promise<'sent' | 'held' | 'not_sent'> {
		if (!this.draft() || this.press.busy) return 'held';
		// An attach replaces an attached endpoint of the same id: only a current list says whether one exists.
		if (!this.#hold.pass()) return 'held';
		if (this.baseChanged) return 'held';
		if (!this.replaceConfirmed) {
			this.press.askToConfirm();
			return 'held';
		}
		// A new endpoint admitting every listed model sends `[]` (every model).
		const allListed = () => this.listed && this.probe.excluded.length === 0 && !this.press.base;
		return this.#send(
			send,
			enroll,
			(d) => attachCommand(d, allListed() ? [] : (this.plannedModels ?? [])),
			(attach) => this.press.attachSent(attach.attach_endpoint.idem, attach.attach_endpoint.name)
		);
	}

	/**
	 * Our `endpoint_probed` (matched by `data.name`; the city's base URL is adopted), or our
	 * `endpoint_attached` (matched by `data.idem`): true when the form should start over.
	 */
	onEvent(event: EventRecord): boolean {
		if (event.kind === 'endpoint_attached') return this.press.isOurs(event.data.idem);
		const cityUrl = this.probe.heard(event, this.typed.baseUrl);
		if (cityUrl !== null) this.typed.cityUsed(cityUrl);
		return false;
	}

	/**
	 * A refusal is this form's only when the connection ties it to this form's last press (its exact
	 * `action`); it is shown beside the form and nothing typed changes.
	 */
	onRefusal(refusal: AxError, press?: Command | null): void {
		if (this.press.refused(refusal, press) && press && 'probe_endpoint' in press) this.probe.unanswered();
	}

	/** After our attach, the form starts over (WIRE.md §12.3). */
	reset(): void {
		this.typed.clear();
		this.keys.clear();
		this.probe.clear();
		this.press.clear();
		this.#hold.clear();
	}
}
