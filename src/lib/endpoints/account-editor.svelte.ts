import { AccountRows, draftAccount, plainAccount, type DraftAccount } from './account-rows.svelte';
import { droppedReferences, forgetSecretCommand, reattachCommand } from './reattach';
import { usedReferences } from './enroll-name';
import { replaceChanges, type ReplaceChange } from './replace-diff';
import type { Command } from '$protocol/schemas/commands';
import type { AccountRetries } from '$protocol/schemas/common';
import type { EndpointSummary, ProviderAccount } from '$protocol/schemas/endpoints';
import type { EventRecord } from '$protocol/schemas/frames';
import type { AxError } from '$protocol/schemas/refusal';

const json = <T>(x: T): T => JSON.parse(JSON.stringify(x)) as T;
const draft = draftAccount;
const plain = plainAccount;
export type { DraftAccount };

/**
 * The account editor of one endpoint: a draft list to add to, remove from and
 * reorder; saving re-attaches (D49). The list sent is shown until the next
 * answer; a refusal restores the city's list.
 */
export class AccountEditor extends AccountRows {
	editing = $state(false);
	/** `shared`: another account or endpoint uses the key too, so deleting it is not offered. */
	removed = $state<{ account: ProviderAccount; forget: boolean; shared: boolean }[]>([]);
	/** The read the editor started from; a newer, different one holds Save (issue #16, story 4). */
	started = $state<EndpointSummary | null>(null);
	/** After a confirmed removal: what Undo sends back (issue #17), and the read our change produced. */
	undo = $state<{ before: EndpointSummary; removedIds: string[]; forgotten: string[] } | null>(null);
	undoMessage = $state<'changed' | 'sent' | null>(null);
	#afterSeen: string | null = null;
	#pendingUndo: { before: EndpointSummary; removedIds: string[]; forgotten: string[] } | null = null;
	accountRetries = $state<'' | AccountRetries>('');
	/** The list sent, shown until an answer newer than the `endpoint_attached` it caused. */
	sent = $state<ProviderAccount[] | null>(null);
	#press: Command | null = null;
	refusal = $state<AxError | null>(null);
	notSent = $state(false);
	restored = $state(false);
	#attachedSeq: number | null = null;
	#forgets: string[] = [];

	/** What changed under the editor since it started; `null` while nothing did. */
	changedUnder = $derived.by((): ReplaceChange[] | null => {
		if (!this.editing || !this.started) return null;
		const now = this.summary();
		if (JSON.stringify(now.tuning) === JSON.stringify(this.started.tuning)) return null;
		return replaceChanges(this.started, {
			base_url: now.base_url,
			dialect: now.dialect,
			tuning: now.tuning,
			models: this.started.models.map((m) => m.id)
		});
	});

	constructor(
		private readonly summary: () => EndpointSummary,
		private readonly others: () => readonly EndpointSummary[] = () => []
	) {
		super();
	}

	/** Opens the editor on the city's current list. */
	begin(): void {
		const s = this.summary();
		this.rows = (s.tuning.accounts ?? []).map(draft);
		this.removed = [];
		this.accountRetries = s.tuning.account_retries ?? '';
		this.started = json(s);
		this.undo = null;
		this.undoMessage = null;
		this.refusal = null;
		this.notSent = false;
		this.restored = false;
		this.editing = true;
	}

	cancel(): void {
		this.editing = false;
		this.rows = [];
		this.removed = [];
	}

	override remove(index: number): DraftAccount | undefined {
		const row = super.remove(index);
		const original = (this.summary().tuning.accounts ?? []).find((a) => a.reference && a.reference === row?.reference);
		if (!row || !original) return row;
		// Deleting a key is offered only when nothing else uses it: another row here, or another endpoint.
		const elsewhere = usedReferences(this.others().filter((e) => e.name !== this.summary().name));
		const shared = elsewhere.has(original.reference!) || this.rows.some((r) => r.reference === original.reference);
		this.removed.push({ account: plain(row), forget: false, shared });
		return row;
	}

	/**
	 * The person saw the newer read: their additions and removals are applied to the newer list, and the
	 * editor now starts from it. An id they did not touch keeps the newer list's row.
	 */
	rebase(): void {
		const original = this.started?.tuning.accounts ?? [];
		const now = this.summary().tuning.accounts ?? [];
		const originalIds = original.map((a) => a.id);
		const removedIds = original.filter((a) => !this.rows.some((r) => r.id === a.id)).map((a) => a.id);
		const kept = now
			.filter((a) => !removedIds.includes(a.id))
			.map((a) => {
				const row = this.rows.find((r) => r.id === a.id);
				const o = original.find((x) => x.id === a.id);
				const edited = row && o && (row.header !== (o.header ?? '') || row.reference !== (o.reference ?? null));
				return edited ? row : draft(a);
			});
		const added = this.rows.filter((r) => !originalIds.includes(r.id) && !now.some((a) => a.id === r.id));
		this.rows = [...kept, ...added];
		this.started = json(this.summary());
	}

	/**
	 * Builds and sends the re-attach, then remembers which removed keys to
	 * forget once the city confirms. Returns false when nothing was sent.
	 */
	save(send: (c: Command) => void): boolean {
		// Never over a read the person has not seen: a newer one must be looked at first.
		if (!this.valid || this.changedUnder) return false;
		const s = this.summary();
		const accounts = this.rows.map(plain);
		const before = s.tuning.accounts ?? [];
		const retries = accounts.length >= 2 ? (this.accountRetries === '' ? null : this.accountRetries) : undefined;
		const changedRetries =
			retries !== undefined && retries !== (s.tuning.account_retries ?? null) ? retries : undefined;
		const command = reattachCommand(s, { accounts, accountRetries: changedRetries });
		try {
			send(command);
			this.#press = command;
		} catch {
			this.notSent = true;
			return false;
		}
		const dropped = droppedReferences(before, accounts);
		this.#forgets = this.removed
			.filter((r) => r.forget && !r.shared && r.account.reference && dropped.includes(r.account.reference))
			.map((r) => r.account.reference!);
		const removedIds = before.filter((a) => !accounts.some((x) => x.id === a.id)).map((a) => a.id);
		this.#pendingUndo = removedIds.length ? { before: json(s), removedIds, forgotten: [...this.#forgets] } : null;
		this.undo = null;
		this.undoMessage = null;
		this.sent = accounts;
		this.#attachedSeq = null;
		this.refusal = null;
		this.notSent = false;
		this.restored = false;
		this.editing = false;
		this.removed = [];
		return true;
	}

	/** An event arrived: after our `endpoint_attached`, forget the removed keys (WIRE.md §12.5). */
	onEvent(event: EventRecord, send: (c: Command) => void): boolean {
		if (!this.sent || event.kind !== 'endpoint_attached' || event.data.name !== this.summary().name) return false;
		this.#attachedSeq = event.seq;
		const forgets = this.#forgets;
		this.#forgets = [];
		for (const ref of forgets) {
			try {
				send(forgetSecretCommand(ref));
			} catch {
				this.notSent = true;
			}
		}
		return forgets.length > 0;
	}

	/** A new `endpoint_view` answer: once it reflects our attach, show the city's list again. */
	onAnswer(asOf: number): void {
		if (this.sent && this.#attachedSeq !== null && asOf > this.#attachedSeq) {
			this.sent = null;
			this.#afterSeen = this.#readOf(this.summary());
			this.undo = this.#pendingUndo;
			this.#pendingUndo = null;
		}
	}

	#readOf(s: EndpointSummary): string {
		return JSON.stringify([s.base_url, s.dialect, s.tuning, s.models.map((m) => m.id)]);
	}

	/**
	 * Undo of a confirmed removal: re-attaches the earlier account list with the earlier read-back tuning
	 * whole; if the endpoint changed since, says so and sends nothing.
	 */
	undoRemoval(send: (c: Command) => void): boolean {
		const undo = this.undo;
		if (!undo) return false;
		this.undo = null;
		if (this.#readOf(this.summary()) !== this.#afterSeen) {
			this.undoMessage = 'changed';
			return false;
		}
		const before = { ...undo.before, models: this.summary().models };
		const accounts = before.tuning.accounts ?? [];
		try {
			const command = reattachCommand(before, { accounts, accountRetries: before.tuning.account_retries ?? null });
			send(command);
			this.#press = command;
		} catch {
			this.notSent = true;
			return false;
		}
		this.sent = accounts;
		this.#attachedSeq = null;
		this.undoMessage = 'sent';
		return true;
	}

	/** An uncorrelated refusal that plainly concerns this endpoint's attach restores the city's list. */
	/** A refusal is this editor's only when the connection ties it to this very press (its exact `action`). */
	onRefusal(refusal: AxError, press?: Command | null): void {
		if (!this.sent || !press || press !== this.#press) return;
		this.refusal = refusal;
		this.sent = null;
		this.#forgets = [];
		this.restored = true;
	}
}
