import { NotSentError } from '$protocol/errors';
import { i18n } from '$lib/i18n';
import './mcp-toolkits-words';
import type { ConnectState } from './connects.svelte';

/** What a row says about this page's own press, in the page's words (`null`: nothing to say). */
export function connectMessage(state: ConnectState | undefined, name: string): string | null {
	const t = i18n.t.mcpToolkits;
	switch (state?.kind) {
		case undefined:
			return null;
		case 'waiting':
			return t.connecting({ name });
		case 'pointed':
			return t.tabPointed({ name });
		case 'noTab':
			return t.noTab({ name });
		case 'unknown':
			return t.unknownOutcome({ name });
		case 'refused':
			return null;
		case 'notSent':
			return state.error instanceof NotSentError ? t.notSent : t.notSentOther({ reason: String(state.error) });
	}
}
