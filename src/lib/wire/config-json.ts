import * as v from 'valibot';

const extras = {
	token: v.nullish(v.string(), null),
	theme: v.nullish(v.picklist(['light', 'dark']), null)
};

/**
 * `config.json` beside `index.html`: where a host dashboard says the city is.
 * `wire` and `enroll` come together (one without the other is reported);
 * `token` and `theme` are optional. Unknown fields are ignored.
 */
export const RuntimeConfig = v.object({
	wire: v.pipe(v.string(), v.url(), v.regex(/^wss?:\/\//i)),
	enroll: v.pipe(v.string(), v.url(), v.regex(/^https?:\/\//i)),
	...extras
});
export type RuntimeConfig = v.InferOutput<typeof RuntimeConfig>;

/** A file naming neither `wire` nor `enroll` (the bundle's own `static/config.json`): the page's own origin. */
const OwnOrigin = v.object(extras);

/** A theme a host forces; `null` follows the browser's `prefers-color-scheme`. */
export type ThemeChoice = 'light' | 'dark' | null;

/** Where the app talks to the city, and why it chose that. */
export interface Where {
	wire: string;
	enroll: string;
	token: string | null;
	source: 'page origin' | 'config.json';
}

/**
 * What was wrong with one field of `config.json`. Structured, not a sentence,
 * so the shell can say it in the person's language.
 */
export type ConfigIssue =
	| { field: string; kind: 'missing' }
	| { field: string; kind: 'not-string' }
	| { field: string; kind: 'not-url' }
	| { field: string; kind: 'wrong-scheme'; expected: string }
	| { field: string; kind: 'not-allowed'; expected: string };

/** `config.json` is there but cannot be used. */
export type ConfigProblem =
	| { url: string; kind: 'http'; status: number }
	| { url: string; kind: 'not-json'; detail: string }
	| { url: string; kind: 'not-object' }
	| { url: string; kind: 'fields'; issues: ConfigIssue[] };

export type WhereResult =
	| { ok: true; where: Where; theme: ThemeChoice }
	| { ok: false; where: Where; theme: ThemeChoice; problem: ConfigProblem };

/** The city serves this app itself by default: same origin, `/ws` and `/enroll` under the base path. */
export function defaultWhere(location: URL, base: string): Where {
	const ws = location.protocol === 'https:' ? 'wss:' : 'ws:';
	return {
		wire: `${ws}//${location.host}${base}/ws`,
		enroll: `${location.origin}${base}/enroll`,
		token: location.searchParams.get('token') || null,
		source: 'page origin'
	};
}

/**
 * Reads `config.json` once at start. Absent (404, a network error, or the
 * server's HTML fallback page) or naming neither `wire` nor `enroll` (the file
 * the bundle ships, so a default setup logs no 404) means "same origin"; present but wrong is
 * reported, never ignored, and the app then uses its own origin. `?token=` in
 * the page URL wins over the file's token, as the city's own client reads it.
 * `configUrl` is where the file lives (`asset('/config.json')` in the app).
 */
export async function loadWhere(
	location: URL,
	base: string,
	fetchFn: typeof fetch = fetch,
	configUrl = `${base}/config.json`
): Promise<WhereResult> {
	const fallback = defaultWhere(location, base);
	const url = new URL(configUrl, location).toString();
	const fail = (problem: ConfigProblem): WhereResult => ({ ok: false, where: fallback, theme: null, problem });
	let response: Response;
	try {
		response = await fetchFn(configUrl, { cache: 'no-store', headers: { accept: 'application/json' } });
	} catch {
		return { ok: true, where: fallback, theme: null };
	}
	if (response.status === 404) return { ok: true, where: fallback, theme: null };
	if (!response.ok) return fail({ url, kind: 'http', status: response.status });
	const text = await response.text();
	// A server without the file may answer every path with the app's index.html.
	if ((response.headers.get('content-type') ?? '').includes('text/html') || /^\s*</.test(text)) {
		return { ok: true, where: fallback, theme: null };
	}
	let body: unknown;
	try {
		body = JSON.parse(text);
	} catch (err) {
		return fail({ url, kind: 'not-json', detail: (err as Error).message });
	}
	if (typeof body !== 'object' || body === null || Array.isArray(body)) return fail({ url, kind: 'not-object' });
	const placed = 'wire' in body || 'enroll' in body;
	const parsed = v.safeParse(placed ? RuntimeConfig : OwnOrigin, body);
	// Read apart, and fetched only then: a working config.json never needs it.
	if (!parsed.success) {
		const { configIssues } = await import('./config-issues');
		return fail({ url, kind: 'fields', issues: configIssues(parsed.issues) });
	}
	const c = parsed.output;
	const token = fallback.token ?? (c.token || null);
	const where: Where =
		'wire' in c ? { wire: c.wire, enroll: c.enroll, token, source: 'config.json' } : { ...fallback, token };
	return { ok: true, where, theme: c.theme };
}
