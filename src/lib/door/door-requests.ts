import * as v from 'valibot';
import { ChallengeAnswer, DOOR_ROUTES, isNoDoor, SessionAnswer } from '$protocol/door';
import type { SessionRequest } from '$protocol/door-pairing';

/** What one request to the door came to. A refusal's text is the city's own sentence, shown verbatim. */
export type DoorReply<T> =
	| { kind: 'ok'; value: T }
	| { kind: 'refused'; status: number; text: string }
	/** 404, 405 or 501: this city has no door (an older build). */
	| { kind: 'no-door' }
	/** No answer, or one this app cannot read: the city is not reachable as a door right now. */
	| { kind: 'unreachable'; detail: string };

/** The door's HTTP half (WIRE.md §2a), under the page's base path, same origin, no credential. */
export class DoorRequests {
	constructor(
		/** `http(s)://host[:port]<base>`: where `/pair` and `/session` live. */
		private readonly root: string,
		private readonly fetchFn: typeof fetch = (...args) => fetch(...args)
	) {}

	challenge(): Promise<DoorReply<ChallengeAnswer>> {
		return this.post(DOOR_ROUTES.challenge, undefined, ChallengeAnswer);
	}

	session(body: SessionRequest): Promise<DoorReply<SessionAnswer>> {
		return this.post(DOOR_ROUTES.session, body, SessionAnswer);
	}

	/** One POST to a door route, its 200 body read through `answer` (`/pair` is posted by `pairing.ts`). */
	async post<T>(route: string, body: unknown, answer: v.GenericSchema<unknown, T>): Promise<DoorReply<T>> {
		let response: Response;
		try {
			response = await this.fetchFn(this.root + route, {
				method: 'POST',
				headers: body === undefined ? {} : { 'content-type': 'application/json' },
				body: body === undefined ? undefined : JSON.stringify(body),
				credentials: 'same-origin',
				cache: 'no-store'
			});
		} catch (error) {
			return { kind: 'unreachable', detail: String(error) };
		}
		if (isNoDoor(response.status)) return { kind: 'no-door' };
		const text = await response.text().catch(() => '');
		// A plain web server's fallback page answers every path: no door is there (as for config.json).
		if ((response.headers.get('content-type') ?? '').includes('text/html') || /^\s*</.test(text)) {
			return { kind: 'no-door' };
		}
		if (response.status !== 200) return { kind: 'refused', status: response.status, text };
		let json: unknown;
		try {
			json = JSON.parse(text);
		} catch {
			return { kind: 'unreachable', detail: `${route} answered 200 with a body that is not JSON` };
		}
		const parsed = v.safeParse(answer, json);
		if (!parsed.success) {
			const paths = parsed.issues.map((i) => v.getDotPath(i) ?? '(top)').join(', ');
			return {
				kind: 'unreachable',
				detail: `${route} answered 200 with a body that does not match the wire: ${paths}`
			};
		}
		return { kind: 'ok', value: parsed.output };
	}
}
