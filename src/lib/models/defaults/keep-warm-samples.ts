import type { DocumentState } from '$protocol/schemas/document';

/** The v65 state of a file holding `text` (whole, or `cut` after it), for stories and tests. */
export function heldText(text: string, cut = false): DocumentState {
	const bytes = new TextEncoder().encode(text).length;
	const head = { span: { start: 0, end: bytes }, text };
	const body = { text: { encoding: 'utf8', head, coverage: cut ? ('head' as const) : ('whole' as const) } };
	return { held: { version: 'f'.repeat(64), format: 'plain', bytes: cut ? bytes * 4 : bytes, body } };
}

/** A `document` reply for the city's `CONFIG.toml` in `state`. */
export const documentReply = (state: DocumentState) => ({
	answer: { document: { at: '.sprawling/CONFIG.toml', state } }
});

/** Each state of the city's file a person can meet, by name (stories, tests). */
export const KEEP_WARM_FILES = {
	stated: heldText('[model]\neffort = "high"\n\n[cache]\nkeep_warm = "five_minute"\n'),
	notStated: heldText('[model]\neffort = "high"\n'),
	missing: 'missing',
	strange: heldText('[cache]\nkeep_warm = "hourly"\n'),
	cut: heldText('[search]\nchoice = "default"\n', true),
	opaque: { held: { version: 'e'.repeat(64), format: 'plain', bytes: 4096, body: 'opaque' } },
	unreadable: { unreadable: { reason: 'Permission denied (os error 13)' } },
	unread: heldText('[cache]\nkeep_warm = """\nfive_minute"""\n')
} satisfies Record<string, DocumentState>;
