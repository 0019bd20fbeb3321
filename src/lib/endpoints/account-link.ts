import type { LinkTarget } from '$lib/ui/deep-link';

/**
 * The element a link to one account of `endpoint` (`?endpoint=…&account=…`, the overview's key lines) opens inside
 * `root` (its `[data-account]` item): the item's key field, or the item itself when it has none (a key from the
 * environment); `null` when the link names none. Here, not in deep-link.ts: only the lazily fetched accounts use it.
 */
export function linkedAccount(root: HTMLElement | null, endpoint: string, link: LinkTarget): HTMLElement | null {
	if (!root || link.endpoint !== endpoint || link.account === undefined) return null;
	const item = [...root.querySelectorAll<HTMLElement>('[data-account]')].find(
		(el) => el.dataset.account === link.account
	);
	return item?.querySelector<HTMLElement>('input[type="password"]') ?? item ?? null;
}
