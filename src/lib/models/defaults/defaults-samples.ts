import * as v from 'valibot';
import untouched from '$protocol/samples/answered-config-untouched.json';
import type { FakeReply } from '$lib/testing/fake-city';
import type { Query } from '$protocol/schemas/queries';
import { ConfigAnswer, type SettledEffort, type SettledSecond } from '$protocol/schemas/endpoints';

/** The local city's untouched `config`, read with its schema: the base of every sample below. */
const base = v.parse(ConfigAnswer, untouched.answered.outcome.answer.config);

/** A `config` answer at `addr`: untouched unless `effort`, `second` or `first` say otherwise. */
export function configAt(
	addr: string,
	over: { effort?: SettledEffort | null; second?: Partial<SettledSecond>; first?: number | null } = {}
): ConfigAnswer {
	return {
		...base,
		addr,
		effort: over.effort === undefined ? base.effort : over.effort,
		second: { ...base.second, ...over.second },
		first: over.first === undefined ? base.first : over.first
	};
}

/** A fake city's `config` reply by the address asked about (the city's own answer when none is listed). */
export function configReplies(byAddr: Record<string, ConfigAnswer>, fallback: string): FakeReply {
	return (query: Query) => {
		const addr = (query as { config: { addr: string } }).config.addr;
		return { answer: { config: byAddr[addr] ?? { ...byAddr[fallback]!, addr } } };
	};
}
