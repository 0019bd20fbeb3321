import type { DialectKind } from '$protocol/schemas/common';
import type { EndpointTuning } from '$protocol/schemas/endpoints';

export interface PreviewInput {
	baseUrl: string;
	dialect: DialectKind;
	/** A SecretRef, never a key. */
	secret: string | null;
	authHeader: string | null;
	tuning: EndpointTuning;
}

export interface PreviewRequest {
	method: 'GET' | 'POST';
	url: string;
	/** In the order the city writes them; key headers carry the reference, never a value. */
	headers: [string, string][];
	body: unknown;
}

/** The city's spelling of a base URL: trailing slashes removed. */
function trimBase(url: string): string {
	return url.trim().replace(/\/+$/, '');
}

/** Where the model list lives: `{base}/models`, or `{base}/v1/models` for Anthropic's native API. */
export function modelListUrl(baseUrl: string, dialect: DialectKind): string {
	const base = trimBase(baseUrl);
	if (dialect === 'anthropic') return /\/v1$/.test(base) ? `${base}/models` : `${base}/v1/models`;
	return `${base}/models`;
}

/** Where a model request goes, per dialect. */
export function generationUrl(baseUrl: string, dialect: DialectKind): string {
	const base = trimBase(baseUrl);
	if (dialect === 'anthropic') return /\/v1$/.test(base) ? `${base}/messages` : `${base}/v1/messages`;
	if (dialect === 'open_ai_responses') return `${base}/responses`;
	return `${base}/chat/completions`;
}

function headersFor(input: PreviewInput): [string, string][] {
	const out: [string, string][] = [['accept', 'application/json']];
	if (input.dialect === 'anthropic') out.push(['anthropic-version', '2023-06-01']);
	for (const h of input.tuning.headers) out.push([h.name, h.value]);
	// The key goes with the first account that has one, in its header or the dialect's usual one.
	const account = (input.tuning.accounts ?? []).find((a) => a.reference);
	const ref = account?.reference ?? input.secret;
	if (ref) {
		const name = account?.header ?? input.authHeader ?? (input.dialect === 'anthropic' ? 'x-api-key' : 'authorization');
		out.push([name, name.toLowerCase() === 'authorization' ? `Bearer ${ref}` : ref]);
	}
	return out;
}

/** The model-list request that *Look* and *Attach* make. */
export function listRequest(input: PreviewInput): PreviewRequest {
	return { method: 'GET', url: modelListUrl(input.baseUrl, input.dialect), headers: headersFor(input), body: null };
}

/** Reads an override's text as the city does: JSON when it parses, else the string itself. */
export function overrideValue(text: string): unknown {
	try {
		return JSON.parse(text) as unknown;
	} catch {
		return text;
	}
}

function unescape(token: string): string {
	return token.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** Sets `value` at a JSON Pointer in `doc` (creating objects on the way); returns the new document. */
export function applyPointer(doc: unknown, pointer: string, value: unknown): unknown {
	if (pointer === '') return value;
	const tokens = pointer.slice(1).split('/').map(unescape);
	const root: Record<string, unknown> =
		typeof doc === 'object' && doc !== null && !Array.isArray(doc) ? { ...(doc as Record<string, unknown>) } : {};
	let at = root;
	tokens.forEach((token, i) => {
		if (i === tokens.length - 1) {
			at[token] = value;
			return;
		}
		const next = at[token];
		const copy =
			typeof next === 'object' && next !== null && !Array.isArray(next) ? { ...(next as Record<string, unknown>) } : {};
		at[token] = copy;
		at = copy;
	});
	return root;
}

/**
 * A model request's shape, with the body overrides applied in order. The city
 * fills `model` and `messages` for each call; the overrides are what this form adds.
 */
export function generationRequest(input: PreviewInput, model: string): PreviewRequest {
	let body: unknown =
		input.dialect === 'open_ai_responses' ? { model, input: [] } : { model, messages: [] as unknown[] };
	for (const o of input.tuning.overrides) body = applyPointer(body, o.pointer, overrideValue(o.value));
	return {
		method: 'POST',
		url: generationUrl(input.baseUrl, input.dialect),
		headers: [...headersFor(input), ['content-type', 'application/json']],
		body
	};
}

/** A request as a person reads it in the preview: the request line, one header per line, a blank line, the body. */
export function requestText(r: PreviewRequest): string {
	const lines = [`${r.method} ${r.url}`, ...r.headers.map(([name, value]) => `${name}: ${value}`)];
	if (r.body !== null) lines.push('', JSON.stringify(r.body, null, 2));
	return lines.join('\n');
}
