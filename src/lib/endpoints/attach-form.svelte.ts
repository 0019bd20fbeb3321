import * as v from 'valibot';
import { issuesToPaths } from '$protocol/decode';
import type { EnrollResult } from '$lib/wire/enroll';
import type { ShapeIssue } from '$protocol/errors';
import type { Command } from '$protocol/schemas/commands';
import type { DialectKind } from '$protocol/schemas/common';
import type { ChosenSummary, EndpointSummary, KnownHost, ProviderAccount } from '$protocol/schemas/endpoints';
import type { EventRecord } from '$protocol/schemas/frames';
import { EndpointProbed } from '$protocol/schemas/probe';
import type { AxError } from '$protocol/schemas/refusal';
import type { AnswerStanding } from '$lib/query/answer-standing';
import { ListHold, type HeldStanding } from './list-hold.svelte';
import { vendorPick } from './vendor-pick';
import { admitFrom, changesSince, outgoingTuning, reattaches, summaryText } from './attach-base';
import { attachCommand, probeCommand, type AttachDraft } from './attach-commands';
import { forgetSecretCommand } from './reattach';
import { keyReference, storeHeaderKeys, storeTypedKey, type Enroll } from './attach-keys';
import { looksLikeCredential } from '$lib/mcp/changes/credentials';
import { replacePlan } from './replace-diff';
import { emptyTuningForm, readTuningForm, tuningFormFrom, type TuningErrors } from './tuning-form';
import { checkAccountIds, checkBaseUrl, checkEndpointName, type FieldProblem } from './field-checks';

export interface AttachView {
	endpoints: EndpointSummary[];
	chosen: ChosenSummary[];
}

/**
 * The attach form: vendor, base URL, dialect, one account and its key, the
 * Advanced tuning, a probe, and the models to admit. Every field keeps what was
 * typed through a refusal; keys go only to `/enroll`, under names no attached
 * endpoint uses, and replacing an attached endpoint waits for a confirmation.
 */
export class AttachForm {
	private readonly hosts: () => KnownHost[];
	private readonly view: () => AttachView;
	readonly #hold: ListHold;
	host = $state('');
	name = $state('');
	baseUrl = $state('');
	dialect = $state<DialectKind>('open_ai');
	accountId = $state('main');
	key = $state('');
	/** The reference `/enroll` returned, kept with the account id it was stored for. */
	stored = $state<{ reference: string; accountId: string } | null>(null);
	/** A key stored for a Look that the person then asked the city to delete (forget_secret writes no event). */
	trialForgotten = $state<string | null>(null);
	enrollProblem = $state<EnrollResult | null>(null);
	tuning = $state(emptyTuningForm());
	/** Set by a press: every mark shows from then on. */
	touched = $state(false);
	busy = $state(false);
	probeName = $state<string | null>(null);
	probed = $state<EndpointProbed | null>(null);
	probeShape = $state<ShapeIssue[] | null>(null);
	excluded = $state<string[]>([]);
	adopted = $state<string | null>(null);
	/** The free id the vendor picker offered instead of one already attached. */
	offeredName = $state<{ taken: string; offered: string } | null>(null);
	/** The read of an attached endpoint this form started from (Change settings), kept for the re-attach. */
	base = $state<EndpointSummary | null>(null);
	baseSeen = $state<string | null>(null);
	/** The attached endpoint's read, as JSON, that the person confirmed replacing. */
	confirmed = $state<string | null>(null);
	askConfirm = $state(false);
	/** Keys the replaced endpoint alone used that the person chose to delete once the city confirms. */
	forget = $state<string[]>([]);
	refusal = $state<AxError | null>(null);
	notSent = $state(false);
	sentIdem = $state<string | null>(null);
	#lastPress: Command | null = null;
	sentName = $state<string | null>(null);

	reference = $derived(this.stored && this.stored.accountId === this.accountId ? this.stored.reference : null);
	/** A re-attach of the endpoint the form started from keeps its whole account list. */
	keepsAccounts = $derived(reattaches(this.base, this.name));
	accounts: ProviderAccount[] = $derived(
		this.keepsAccounts && this.base?.tuning.accounts
			? this.base.tuning.accounts.map((a) => ({ ...a }))
			: [{ id: this.accountId, reference: this.reference, header: null }]
	);
	existing = $derived.by(() => this.view().endpoints.find((e) => e.name === this.name.trim()));
	listed = $derived(
		this.probed && !this.probed.failed && this.probed.name === this.name.trim() ? this.probed.models : null
	);
	noneChecked = $derived(
		this.listed !== null && this.listed.length > 0 && this.listed.every((id) => this.excluded.includes(id))
	);
	fieldErrors = $derived.by(() => {
		const errors: Record<string, FieldProblem> = {};
		const name = checkEndpointName(this.name);
		if (name) errors.name = name;
		const url = checkBaseUrl(this.baseUrl);
		if (url) errors.baseUrl = url;
		const id = this.keepsAccounts ? null : checkAccountIds([this.accountId])[0];
		if (id) errors.accountId = id;
		if (this.noneChecked) errors.models = 'none_checked';
		return errors;
	});
	tuningRead = $derived(readTuningForm(this.tuning, this.accounts));
	tuningErrors: TuningErrors = $derived(this.tuningRead.ok ? {} : this.tuningRead.errors);
	valid = $derived(Object.keys(this.fieldErrors).length === 0 && this.tuningRead.ok);
	/** The models the endpoint will have after this attach, or `null` when only the attach will read them. */
	plannedModels = $derived.by((): string[] | null => {
		if (this.listed) return admitFrom(this.base, this.name, this.listed, this.excluded);
		if (reattaches(this.base, this.name)) return this.base.models.map((m) => m.id);
		return null;
	});
	/** What replacing the attached endpoint of this id changes, before anything is sent. */
	replacing = $derived.by(() => {
		const existing = this.existing;
		if (!existing || !this.tuningRead.ok) return null;
		const plan = {
			base_url: this.baseUrl.trim(),
			dialect: this.dialect,
			tuning: outgoingTuning(this.base, this.name, this.tuningRead.tuning),
			models: this.plannedModels
		};
		return replacePlan(existing, plan, this.view());
	});
	/** The read this form started from changed under it (another tab, another press). */
	baseChanged = $derived.by(
		() =>
			this.base !== null && this.baseSeen !== summaryText(this.view().endpoints.find((e) => e.name === this.base!.name))
	);

	/** What changed between the read this form started from and the newest one; `gone` when it was removed. */
	baseChanges = $derived.by(() => {
		if (!this.base || !this.baseChanged) return null;
		return changesSince(
			this.base,
			this.view().endpoints.find((e) => e.name === this.base!.name)
		);
	});

	/** The reference a typed key will be stored under (a name no attached endpoint uses), before it is. */
	pendingReference = $derived.by(() =>
		this.key === '' || this.keepsAccounts ? null : keyReference(this.name, this.accountId, this.view().endpoints)
	);

	/** Why a press that could replace something is held now, or `null` (`ListHold`). */
	get held(): HeldStanding | null {
		return this.#hold.why;
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

	/** Whether a press would store a key in the vault (a typed key, or a header value that looks like one). */
	get #storesKeys(): boolean {
		return this.key !== '' || this.tuning.headers.some((h) => looksLikeCredential(h.name, h.value));
	}

	/** The dialects the picked host documents; every dialect for a free base URL. */
	get faces(): KnownHost['faces'] | null {
		return this.hosts().find((h) => h.host === this.host)?.faces ?? null;
	}

	/** Picks a vendor: fills the base URL and dialect from its face, and a free id when the id is empty. */
	pickHost(host: string): void {
		this.host = host;
		const known = this.hosts().find((h) => h.host === host);
		const { dialect, baseUrl, name, offeredName } = this;
		const taken = this.view().endpoints.map((e) => e.name);
		Object.assign(this, vendorPick(known, { dialect, baseUrl, name, offeredName }, taken));
	}

	pickDialect(dialect: DialectKind): void {
		this.dialect = dialect;
		const face = this.faces?.find((f) => f.dialect === dialect);
		if (face) this.baseUrl = face.base_url;
	}

	/** Starts from an attached endpoint's read-back: a re-attach that changes settings keeps everything else. */
	startFrom(summary: EndpointSummary): void {
		this.reset();
		this.base = summary;
		this.baseSeen = summaryText(summary);
		this.name = summary.name;
		this.baseUrl = summary.base_url;
		this.dialect = summary.dialect;
		this.accountId = summary.tuning.accounts?.[0]?.id ?? 'main';
		this.tuning = tuningFormFrom(summary.tuning);
	}

	/** The person saw the newer read: the form now starts from it; what they typed stays. */
	adoptNewerBase(): void {
		const now = this.base && this.view().endpoints.find((e) => e.name === this.base!.name);
		this.base = now ?? null;
		this.baseSeen = summaryText(now);
		this.confirmed = null;
	}

	/** The draft a press sends, or null (with marks shown) when a field is wrong. */
	draft(): AttachDraft | null {
		this.touched = true;
		if (!this.valid || !this.tuningRead.ok) return null;
		return {
			name: this.name.trim(),
			base_url: this.baseUrl.trim(),
			dialect: this.dialect,
			accounts: this.accounts,
			tuning: outgoingTuning(this.base, this.name, this.tuningRead.tuning)
		};
	}

	/** Sends a typed key to `/enroll` under a name no attached endpoint uses. False when it was not stored. */
	async storeKey(enroll: Enroll): Promise<boolean> {
		if (this.key === '') return true;
		const result = await storeTypedKey(this.key, this.name.trim(), this.accountId, this.view().endpoints, enroll);
		if (result.kind !== 'stored') {
			this.enrollProblem = result;
			return false;
		}
		this.enrollProblem = null;
		this.key = '';
		this.stored = { reference: result.reference, accountId: this.accountId };
		this.trialForgotten = null;
		return true;
	}

	/**
	 * Deletes the key a Look stored, for an endpoint the person will not attach: the reference is one no attached
	 * endpoint uses (`storeTypedKey`), so nothing else reads it. False when the command could not be sent.
	 */
	forgetTrialKey(send: (c: Command) => void): boolean {
		const ref = this.stored?.reference;
		if (!ref || this.busy) return false;
		try {
			send(forgetSecretCommand(ref));
		} catch {
			this.notSent = true;
			return false;
		}
		this.stored = null;
		this.trialForgotten = ref;
		return true;
	}

	/** Header values that look like credentials go to the vault; the header keeps the reference. */
	async storeHeaderCredentials(enroll: Enroll): Promise<boolean> {
		const problem = await storeHeaderKeys(this.tuning.headers, this.name.trim(), this.view().endpoints, enroll);
		if (problem) this.enrollProblem = problem;
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
		this.busy = true;
		try {
			if (!(await this.storeKey(enroll)) || !(await this.storeHeaderCredentials(enroll))) return 'held';
			const d = this.draft();
			if (!d) return 'held';
			this.#clearOutcome();
			const command = build(d);
			send(command);
			this.#lastPress = command;
			sent(command);
			return 'sent';
		} catch {
			this.notSent = true;
			return 'not_sent';
		} finally {
			this.busy = false;
		}
	}

	/** *Look*: `probe_endpoint` with the very tuning the attach would carry. */
	async look(send: (c: Command) => void, enroll: Enroll): Promise<'sent' | 'held' | 'not_sent'> {
		if (!this.draft() || this.busy) return 'held';
		// A key goes to a vault name no attached endpoint uses: only a current list says which are used.
		if (this.#storesKeys && !this.#hold.pass()) return 'held';
		const outcome = await this.#send(
			send,
			enroll,
			(d) => probeCommand(d, this.keepsAccounts ? null : this.reference),
			(probe) => {
				this.probeName = probe.probe_endpoint.name;
				this.probed = null;
				this.probeShape = null;
			}
		);
		if (outcome === 'not_sent') this.probeName = null;
		return outcome;
	}

	/** Replacing is a decision: true once the person confirmed this very read of the attached endpoint. */
	get replaceConfirmed(): boolean {
		return !this.existing || this.confirmed === summaryText(this.existing);
	}

	confirmReplace(): void {
		this.confirmed = summaryText(this.existing);
		this.askConfirm = false;
	}

	/** *Attach*: `attach_endpoint` with the accounts and tuning as typed. */
	async attach(send: (c: Command) => void, enroll: Enroll): Promise<'sent' | 'held' | 'not_sent'> {
		if (!this.draft() || this.busy) return 'held';
		// An attach replaces an attached endpoint of the same id: only a current list says whether one exists.
		if (!this.#hold.pass()) return 'held';
		if (this.baseChanged) return 'held';
		if (!this.replaceConfirmed) {
			this.askConfirm = true;
			return 'held';
		}
		const outcome = await this.#send(
			send,
			enroll,
			(d) =>
				attachCommand(d, this.listed && this.excluded.length === 0 && !this.base ? [] : (this.plannedModels ?? [])),
			(attach) => {
				this.sentIdem = attach.attach_endpoint.idem;
				this.sentName = attach.attach_endpoint.name;
			}
		);
		return outcome;
	}

	#clearOutcome(): void {
		this.#hold.clear();
		this.refusal = null;
		this.notSent = false;
		this.sentIdem = null;
	}

	/**
	 * Our `endpoint_probed` (matched by `data.name`; the city's base URL is adopted), or our
	 * `endpoint_attached` (matched by `data.idem`): true when the form should start over.
	 */
	onEvent(event: EventRecord): boolean {
		if (event.kind === 'endpoint_attached') return this.sentIdem !== null && event.data.idem === this.sentIdem;
		if (event.kind !== 'endpoint_probed' || this.probeName === null || event.data.name !== this.probeName) return false;
		const r = v.safeParse(EndpointProbed, event.data);
		if (!r.success) {
			this.probeShape = issuesToPaths(r.issues, 'event.data');
			return false;
		}
		this.probed = r.output;
		this.excluded = [];
		if (r.output.base_url !== this.baseUrl.trim()) this.adopted = r.output.base_url;
		this.baseUrl = r.output.base_url;
		return false;
	}

	/**
	 * A refusal is this form's only when the connection ties it to this form's last press (its exact
	 * `action`); it is shown beside the form and nothing typed changes.
	 */
	onRefusal(refusal: AxError, press?: Command | null): void {
		if (!press || press !== this.#lastPress) return;
		this.refusal = refusal;
		this.sentIdem = null;
		if ('probe_endpoint' in press) this.probeName = null;
	}

	/** After our attach, the form starts over (WIRE.md §12.3). */
	reset(): void {
		this.host = '';
		this.name = '';
		this.baseUrl = '';
		this.accountId = 'main';
		this.key = '';
		this.stored = null;
		this.trialForgotten = null;
		this.tuning = emptyTuningForm();
		this.touched = false;
		this.probeName = null;
		this.probed = null;
		this.excluded = [];
		this.adopted = null;
		this.offeredName = null;
		this.base = null;
		this.baseSeen = null;
		this.confirmed = null;
		this.askConfirm = false;
		this.forget = [];
		this.sentIdem = null;
		this.#hold.clear();
	}
}
