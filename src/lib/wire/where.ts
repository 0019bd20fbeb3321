import * as v from 'valibot';
import { issuesToPaths } from './decode';
import type { ShapeIssue } from './errors';

const wsUrl = v.pipe(v.string(), v.url(), v.regex(/^wss?:\/\//i, 'Must be a ws:// or wss:// URL'));
const httpUrl = v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//i, 'Must be an http:// or https:// URL'));

/**
 * `config.json` beside `index.html`: where a host dashboard says the city is.
 * When the file is there, `wire` and `enroll` are both required.
 */
export const RuntimeConfig = v.object({
	wire: wsUrl,
	enroll: httpUrl,
	token: v.nullish(v.string(), null)
});
export type RuntimeConfig = v.InferOutput<typeof RuntimeConfig>;

/** Where the app talks to the city, and why it chose that. */
export interface Where {
	wire: string;
	enroll: string;
	token: string | null;
	source: 'page origin' | 'config.json';
}

export type WhereResult = { ok: true; where: Where } | { ok: false; where: Where; problem: ConfigProblem };

export interface ConfigProblem {
	url: string;
	issues: ShapeIssue[];
}

/** The city serves this app itself by default: same origin, `/ws` and `/enroll` under the base path. */
export function defaultWhere(location: URL, base: string): Where {
	const ws = location.protocol === 'https:' ? 'wss:' : 'ws:';
	return {
		wire: `${ws}//${location.host}${base}/ws`,
		enroll: `${location.origin}${base}/enroll`,
		token: location.searchParams.get('token'),
		source: 'page origin'
	};
}

/**
 * Reads `config.json` once at start. Absent (404, or an HTML fallback page) means
 * "same origin"; present but wrong is reported, never ignored. `?token=` in the
 * page URL wins over the file's token, as the city's own client reads it.
 */
export async function loadWhere(
	location: URL,
	base: string,
	fetchFn: typeof fetch = fetch
): Promise<WhereResult> {
	const fallback = defaultWhere(location, base);
	const url = `${base}/config.json`;
	let response: Response;
	try {
		response = await fetchFn(url, { cache: 'no-store', headers: { accept: 'application/json' } });
	} catch {
		return { ok: true, where: fallback };
	}
	if (response.status === 404) return { ok: true, where: fallback };
	const type = response.headers.get('content-type') ?? '';
	if (response.ok && type.includes('text/html')) return { ok: true, where: fallback };
	if (!response.ok) {
		return { ok: false, where: fallback, problem: { url, issues: [{ path: '', message: `HTTP ${response.status}` }] } };
	}
	let body: unknown;
	try {
		body = JSON.parse(await response.text());
	} catch {
		return { ok: false, where: fallback, problem: { url, issues: [{ path: '', message: 'Not JSON' }] } };
	}
	const parsed = v.safeParse(RuntimeConfig, body);
	if (!parsed.success) {
		return { ok: false, where: fallback, problem: { url, issues: issuesToPaths(parsed.issues) } };
	}
	const c = parsed.output;
	return {
		ok: true,
		where: { wire: c.wire, enroll: c.enroll, token: fallback.token ?? c.token, source: 'config.json' }
	};
}
