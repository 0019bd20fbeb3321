import type { AxError } from '$protocol/schemas/refusal';

/**
 * The `action` of the refusal the city sends a socket whose session it ended (its browser forgotten, or its
 * token evicted) just before closing it. WIRE.md §2a names the code only; this is the local city's `ENDED` wording,
 * as the real city's was not found in its stored source.
 */
export const SESSION_ENDED_ACTION = 'keep a browser session open';

/**
 * Whether a refusal says this browser's session ended, not that a command was refused: the page then
 * reconnects by itself, or, when the city no longer knows the browser, the pairing screen says so.
 */
export function endsSession(refusal: Pick<AxError, 'code' | 'action'>): boolean {
	return refusal.code === 'E_GATE_DENIED' && refusal.action === SESSION_ENDED_ACTION;
}
