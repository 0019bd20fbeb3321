import { checkAccountHeader, checkAccountIds, type FieldProblem } from './field-checks';
import type { ProviderAccount } from '$protocol/schemas/endpoints';

export interface DraftAccount {
	/** A stable key for `{#each}`, so a moved row keeps its focus and typed text. */
	key: number;
	id: string;
	reference: string | null;
	/** The key header as typed; `''` is `null` on the wire (the dialect's usual header). */
	header: string;
}

let nextKey = 1;

/** A row for the editor from an account as the city states it. */
export const draftAccount = (a: ProviderAccount): DraftAccount => ({
	key: nextKey++,
	id: a.id,
	reference: a.reference ?? null,
	header: a.header ?? ''
});

/** The account a row stands for, as the wire spells it. */
export const plainAccount = (d: DraftAccount): ProviderAccount => ({
	id: d.id,
	reference: d.reference,
	header: d.header === '' ? null : d.header
});

/**
 * A draft list of accounts in priority order: add, reorder, remove, a stored key's reference set, each row's
 * problems. What a header must be differs by owner (an endpoint's is optional; a search supplier's is required
 * with a key), so it is given.
 */
export class AccountRows {
	rows = $state<DraftAccount[]>([]);

	errors: (FieldProblem | null)[] = $derived(checkAccountIds(this.rows.map((r) => r.id)));
	headerErrors: (FieldProblem | null)[] = $derived(this.rows.map((r) => this.headerCheck(r.header, r.reference)));
	valid = $derived(
		this.rows.length > 0 && this.errors.every((e) => e === null) && this.headerErrors.every((e) => e === null)
	);

	constructor(
		private readonly headerCheck: (header: string, reference: string | null) => FieldProblem | null = checkAccountHeader
	) {}

	add(): void {
		this.rows.push({ key: nextKey++, id: '', reference: null, header: '' });
	}

	/** Takes a row out of the list; the row taken, if any. */
	remove(index: number): DraftAccount | undefined {
		return this.rows.splice(index, 1)[0];
	}

	move(index: number, delta: -1 | 1): void {
		const to = index + delta;
		if (to < 0 || to >= this.rows.length) return;
		const [row] = this.rows.splice(index, 1);
		this.rows.splice(to, 0, row!);
	}

	/** The stored reference for a row, after `/enroll` answered 201. */
	setReference(key: number, reference: string): void {
		const row = this.rows.find((r) => r.key === key);
		if (row) row.reference = reference;
	}
}
