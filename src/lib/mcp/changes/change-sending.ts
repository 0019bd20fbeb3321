import { FrameTooLargeError, GrammarError, NotSentError } from '$protocol/errors';
import { newIdem } from '$protocol/idem';
import type { McpServer } from '$protocol/schemas/mcp';
import type { BuildingChanges, ChangeOrigin } from './changes.svelte';
import { configureCommand } from './configure';
import { sameList } from './same-list';

// The sending half of `BuildingChanges`, apart so that only the parts a press draws (the review, the undo
// bar, the forms) bring it: the page's first load listens, these send.

/** Sends the whole new list with a fresh idem (one per press). */
export function sendChange(
	changes: BuildingChanges,
	origin: ChangeOrigin,
	mcp: McpServer[],
	onDone?: () => void,
	before: McpServer[] | null = null
): void {
	const idem = newIdem();
	const command = configureCommand(changes.addr, mcp, idem);
	try {
		changes.deps.send(command);
	} catch (error) {
		if (error instanceof NotSentError) changes.status = { kind: 'notSent', origin };
		else if (error instanceof FrameTooLargeError) {
			changes.status = { kind: 'tooLarge', origin, bytes: error.bytes, limit: error.limit };
		} else if (error instanceof GrammarError) {
			changes.status = { kind: 'unsendable', origin, paths: error.issues.map((i) => i.path) };
		} else throw error;
		return;
	}
	changes.sent = { idem, command, onDone: onDone ?? null, before, after: mcp };
	changes.undo = null;
	changes.forgotten = [];
	changes.status = { kind: 'sent', origin };
}

/** Sends the change shown, built from the newest own list; never while the list changed unseen. */
export async function confirmChange(changes: BuildingChanges): Promise<void> {
	const r = changes.review;
	if (!r || changes.busy || changes.conflict) return;
	if (r.prepare) {
		changes.enrolling(r.origin);
		const ok = await r.prepare();
		if (!ok) return;
		r.prepare = undefined;
		changes.status = { kind: 'idle' };
		// The list may have changed while the vault answered: the person sees that first.
		if (changes.review !== r || changes.conflict) return;
	}
	const before = changes.own ?? null;
	sendChange(changes, r.origin, r.build(before), r.onDone, before);
	if (changes.status.kind === 'sent') changes.review = null;
}

/** Puts the list from before the last confirmed change back, unless it changed again since. */
export function undoLastChange(changes: BuildingChanges): void {
	const u = changes.undo;
	if (!u || changes.busy) return;
	const current = changes.own ?? null;
	if (u.stale || changes.unread || !(sameList(current, u.after) || sameList(current, u.before))) {
		u.stale = true;
		return;
	}
	sendChange(changes, 'undo', u.before, undefined, u.after);
}
