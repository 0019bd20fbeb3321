import { newIdem } from '$protocol/idem';
import type { Command } from '$protocol/schemas/commands';
import type { KeepWarm, KnownEffort } from '$protocol/schemas/common';
import type { SecondDomain } from '$protocol/schemas/endpoints';

/** `configure_city` for the thinking level alone: the other keys `null` (left as they are). */
export function effortCommand(effort: KnownEffort): Command {
	return { configure_city: { keep_warm: null, effort, search: null, idem: newIdem() } };
}

/** `configure_city` for keeping the cache warm alone. */
export function keepWarmCommand(keepWarm: KeepWarm): Command {
	return { configure_city: { keep_warm: keepWarm, effort: null, search: null, idem: newIdem() } };
}

/** `configure_building` with the threshold face alone: one face per frame, the others `null`. */
export function thresholdCommand(addr: string, percent: number): Command {
	return {
		configure_building: {
			addr,
			mcp: null,
			sandbox: null,
			desktop: null,
			context_second_threshold: percent,
			idem: newIdem()
		}
	};
}

export type ThresholdProblem = 'empty' | 'notWhole' | 'outside';

/**
 * A typed threshold read against the city's own domain (`config.second.domain`, both ends included; never a
 * constant). A fraction or a negative would make the whole frame unreadable, so it is stopped here.
 */
export function parseThreshold(
	text: string,
	domain: SecondDomain
): { ok: true; value: number } | { ok: false; problem: ThresholdProblem } {
	const s = text.trim();
	if (s === '') return { ok: false, problem: 'empty' };
	if (!/^\d+$/.test(s)) return { ok: false, problem: 'notWhole' };
	const n = Number(s);
	if (n < domain.min || n > domain.max) return { ok: false, problem: 'outside' };
	return { ok: true, value: n };
}
