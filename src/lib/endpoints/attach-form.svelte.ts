import * as v from 'valibot';
import { issuesToPaths } from '$protocol/decode';
import type { EnrollResult } from '$lib/wire/enroll';
import type { ShapeIssue } from '$protocol/errors';
import { newIdem } from '$protocol/idem';
import type { Command } from '$protocol/schemas/commands';
import type { DialectKind } from '$protocol/schemas/common';
import type { EndpointTuning, KnownHost, ProviderAccount } from '$protocol/schemas/endpoints';
import type { EventRecord } from '$protocol/schemas/frames';
import { EndpointProbed } from '$protocol/schemas/probe';
import type { AxError } from '$protocol/schemas/refusal';
import { enrollTarget, nameFromHost } from './enroll-name';
import { emptyTuningForm, readTuningForm, type TuningErrors } from './tuning-form';
import { checkAccountIds, checkBaseUrl, checkEndpointName, type FieldProblem } from './validate';

export type Enroll = (realm: string, name: string, value: string) => Promise<EnrollResult>;

/** What one press would send, once every field reads well. */
export interface AttachDraft {
	name: string;
	base_url: string;
	dialect: DialectKind;
	accounts: ProviderAccount[];
	tuning: EndpointTuning;
}

/**
 * The attach form: vendor, base URL, dialect, one account and its key, the
 * Advanced tuning, a probe, and the models to admit. Every field keeps what was
 * typed through a refusal; the key goes only to `/enroll`.
 */
export class AttachForm {
	host = $state('');
	name = $state('');
	baseUrl = $state('');
	dialect = $state<DialectKind>('open_ai');
	accountId = $state('main');
	key = $state('');
	/** The reference `/enroll` returned, kept with the account id it was stored for. */
	stored = $state<{ reference: string; accountId: string } | null>(null);
	enrollProblem = $state<EnrollResult | null>(null);
	tuning = $state(emptyTuningForm());
	/** Shown once a press tried to send, so marks do not shout while typing the first time. */
	touched = $state(false);
	busy = $state(false);
	probeName = $state<string | null>(null);
	probed = $state<EndpointProbed | null>(null);
	probeShape = $state<ShapeIssue[] | null>(null);
	excluded = $state<string[]>([]);
	adopted = $state<string | null>(null);
	refusal = $state<AxError | null>(null);
	notSent = $state(false);
	sent = $state(false);

	reference = $derived(this.stored && this.stored.accountId === this.accountId ? this.stored.reference : null);
	accounts: ProviderAccount[] = $derived([{ id: this.accountId, reference: this.reference, header: null }]);
	fieldErrors = $derived.by(() => {
		const errors: Record<string, FieldProblem> = {};
		const name = checkEndpointName(this.name);
		if (name) errors.name = name;
		const url = checkBaseUrl(this.baseUrl);
		if (url) errors.baseUrl = url;
		const id = checkAccountIds([this.accountId])[0];
		if (id) errors.accountId = id;
		return errors;
	});
	tuningRead = $derived(readTuningForm(this.tuning, this.accounts));
	tuningErrors: TuningErrors = $derived(this.tuningRead.ok ? {} : this.tuningRead.errors);
	valid = $derived(Object.keys(this.fieldErrors).length === 0 && this.tuningRead.ok);

	constructor(private readonly hosts: () => KnownHost[]) {}

	/** The dialects the picked host documents; every dialect for a free base URL. */
	get faces(): KnownHost['faces'] | null {
		return this.hosts().find((h) => h.host === this.host)?.faces ?? null;
	}

	/** Picks a vendor: fills the base URL and dialect from its first face, and a name when empty. */
	pickHost(host: string): void {
		this.host = host;
		const known = this.hosts().find((h) => h.host === host);
		if (!known) return;
		const face = known.faces.find((f) => f.dialect === this.dialect) ?? known.faces[0];
		if (face) {
			this.dialect = face.dialect;
			this.baseUrl = face.base_url;
		}
		if (this.name.trim() === '') this.name = nameFromHost(host);
	}

	pickDialect(dialect: DialectKind): void {
		this.dialect = dialect;
		const face = this.faces?.find((f) => f.dialect === dialect);
		if (face) this.baseUrl = face.base_url;
	}

	/** The draft a press sends, or null (with marks shown) when a field is wrong. */
	draft(): AttachDraft | null {
		this.touched = true;
		if (!this.valid || !this.tuningRead.ok) return null;
		return {
			name: this.name,
			base_url: this.baseUrl.trim(),
			dialect: this.dialect,
			accounts: this.accounts,
			tuning: this.tuningRead.tuning
		};
	}

	/** Sends a typed key to `/enroll` first; only the reference stays. False when it was not stored. */
	async storeKey(enroll: Enroll): Promise<boolean> {
		if (this.key === '') return true;
		const target = enrollTarget(this.name, this.accountId, null);
		const result = await enroll(target.realm, target.name, this.key);
		if (result.kind !== 'stored') {
			this.enrollProblem = result;
			return false;
		}
		this.enrollProblem = null;
		this.key = '';
		this.stored = { reference: result.reference, accountId: this.accountId };
		return true;
	}

	/** *Look*: `probe_endpoint` with the very tuning the attach would carry. */
	async look(send: (c: Command) => void, enroll: Enroll): Promise<void> {
		if (!this.draft() || this.busy) return;
		this.busy = true;
		try {
			if (!(await this.storeKey(enroll))) return;
			const d = this.draft();
			if (!d) return;
			this.#clearOutcome();
			send({
				probe_endpoint: {
					name: d.name,
					base_url: d.base_url,
					dialect: d.dialect,
					secret: this.reference,
					auth_header: null,
					tuning: d.tuning,
					idem: newIdem()
				}
			});
			this.probeName = d.name;
			this.probed = null;
			this.probeShape = null;
		} catch {
			this.notSent = true;
			this.probeName = null;
		} finally {
			this.busy = false;
		}
	}

	/** *Attach*: `attach_endpoint` with the accounts and tuning as typed. */
	async attach(send: (c: Command) => void, enroll: Enroll): Promise<boolean> {
		if (!this.draft() || this.busy) return false;
		this.busy = true;
		try {
			if (!(await this.storeKey(enroll))) return false;
			const d = this.draft();
			if (!d) return false;
			this.#clearOutcome();
			const listed = this.probed && !this.probed.failed && this.probed.name === d.name ? this.probed.models : [];
			// All checked (or nothing read) is `[]`: admit every listed model.
			const admit = this.excluded.length === 0 ? [] : listed.filter((id) => !this.excluded.includes(id));
			send({
				attach_endpoint: {
					name: d.name,
					base_url: d.base_url,
					dialect: d.dialect,
					secret: null,
					auth_header: null,
					admit,
					tuning: d.tuning,
					idem: newIdem()
				}
			});
			this.sent = true;
			return true;
		} catch {
			this.notSent = true;
			return false;
		} finally {
			this.busy = false;
		}
	}

	#clearOutcome(): void {
		this.refusal = null;
		this.notSent = false;
		this.sent = false;
	}

	/** The `endpoint_probed` for our probe, matched by `data.name`; the city's base URL is adopted. */
	onEvent(event: EventRecord): void {
		if (event.kind !== 'endpoint_probed' || this.probeName === null || event.data.name !== this.probeName) return;
		const r = v.safeParse(EndpointProbed, event.data);
		if (!r.success) {
			this.probeShape = issuesToPaths(r.issues, 'event.data');
			return;
		}
		this.probed = r.output;
		this.excluded = [];
		if (r.output.base_url !== this.baseUrl.trim()) this.adopted = r.output.base_url;
		this.baseUrl = r.output.base_url;
	}

	/** A refusal that plainly concerns this form's endpoint is shown beside it; nothing typed changes. */
	onRefusal(refusal: AxError): void {
		const name = this.name.trim();
		if (!name || !/^(attach|probe) endpoint/.test(refusal.action) || !refusal.action.includes(name)) return;
		this.refusal = refusal;
		this.sent = false;
		if (refusal.action.startsWith('probe')) this.probeName = null;
	}

	/** Once the endpoint appears in `endpoint_view`, the form starts over (WIRE.md §12.3). */
	reset(): void {
		this.host = '';
		this.name = '';
		this.baseUrl = '';
		this.accountId = 'main';
		this.key = '';
		this.stored = null;
		this.tuning = emptyTuningForm();
		this.touched = false;
		this.probeName = null;
		this.probed = null;
		this.excluded = [];
		this.adopted = null;
		this.sent = false;
	}
}
