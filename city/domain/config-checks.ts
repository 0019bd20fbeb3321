import type { EndpointTuning, McpServer } from '../../protocol/schemas';
import { refuse } from '../wire/refusal';
import { isSecretRef } from '../../protocol/schemas';

/** HTTP token characters (RFC 9110 §5.6.2): what a header name may contain. */
export const HEADER_TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const ENV_NAME = /^[^=\u0000]+$/;

/** A value that claims to be a reference must be a well-formed one. */
function checkRefLike(value: string, action: string, where: string): void {
	if (value.startsWith('secret:') && !isSecretRef(value)) {
		refuse(
			'E_CONFIG_INVALID',
			action,
			`${where} ${JSON.stringify(value)} is not a secret reference`,
			'use a reference of the form secret:<realm>/<name>, such as secret:mcp/github, then save again'
		);
	}
}

/** Checks what the schema cannot: unique labels, reference syntax, header and variable names. */
export function validateMcpList(mcp: readonly McpServer[], action: string): void {
	const seen = new Set<string>();
	mcp.forEach((server, i) => {
		if (seen.has(server.label)) {
			refuse(
				'E_CONFIG_INVALID',
				action,
				`the label ${server.label} is used twice (server ${i + 1})`,
				'give each tool server its own label, then save again'
			);
		}
		seen.add(server.label);
		const t = server.transport;
		if ('stdio' in t) {
			if (t.stdio.command.trim() === '')
				refuse(
					'E_CONFIG_INVALID',
					action,
					`server ${server.label} has no command`,
					'enter the program to start, then save again'
				);
			for (const [name, value] of t.stdio.env) {
				if (!ENV_NAME.test(name))
					refuse(
						'E_CONFIG_INVALID',
						action,
						`server ${server.label} has an environment variable named ${JSON.stringify(name)}`,
						'use a variable name without "=", then save again'
					);
				checkRefLike(value, action, `${server.label} env ${name}`);
			}
		} else {
			const remote = 'http' in t ? t.http : t.sse;
			let ok = false;
			try {
				ok = ['http:', 'https:'].includes(new URL(remote.url).protocol);
			} catch {
				ok = false;
			}
			if (!ok)
				refuse(
					'E_CONFIG_INVALID',
					action,
					`server ${server.label} has the URL ${JSON.stringify(remote.url)}, which is not http(s)`,
					'enter an http:// or https:// URL, then save again'
				);
			for (const [name, value] of remote.headers) {
				if (!HEADER_TOKEN.test(name))
					refuse(
						'E_CONFIG_INVALID',
						action,
						`server ${server.label} has a header named ${JSON.stringify(name)}`,
						"use a header name of letters, digits and !#$%&'*+-.^_`|~ only, then save again"
					);
				checkRefLike(value, action, `${server.label} header ${name}`);
			}
		}
	});
}

/** EndpointTuning rules (WIRE.md §11.3): accounts, figures, header names. */
export function validateTuning(tuning: EndpointTuning, action: string): void {
	const bad = (subject: string, recovery: string): never => refuse('E_CONFIG_INVALID', action, subject, recovery);
	const accounts = tuning.accounts;
	if (accounts) {
		if (accounts.length === 0)
			bad('the account list is empty', 'keep at least one account (one without a key is allowed), then save again');
		const ids = new Set<string>();
		const refs = new Set<string>();
		for (const a of accounts) {
			if (ids.has(a.id)) bad(`the account id ${a.id} is used twice`, 'give each account its own id, then save again');
			ids.add(a.id);
			if (a.reference) {
				if (refs.has(a.reference))
					bad(`the key ${a.reference} is used by two accounts`, 'give each account its own key, then save again');
				refs.add(a.reference);
			} else if (a.header) {
				bad(
					`account ${a.id} names a header but has no key`,
					'give the account a key, or clear its header, then save again'
				);
			}
			if (a.header && !HEADER_TOKEN.test(a.header))
				bad(
					`account ${a.id} names the header ${JSON.stringify(a.header)}`,
					"use a header name of letters, digits and !#$%&'*+-.^_`|~ only, then save again"
				);
		}
	}
	const positive = (v: number | null | undefined, what: string) => {
		if (v !== null && v !== undefined && v < 1)
			bad(`${what} is ${v}`, `leave ${what} empty for the default, or enter at least 1`);
	};
	positive(tuning.timeout_ms, 'timeout_ms');
	positive(tuning.stream_idle_timeout_ms, 'stream_idle_timeout_ms');
	if (tuning.request_max_retries != null && tuning.request_max_retries < 0)
		bad(
			`request_max_retries is ${tuning.request_max_retries}`,
			'leave request_max_retries empty for the default, or enter 0 or more'
		);
	// 0 means "not set" in the city's tuning spec; only other figures outside 1…256 are refused.
	if (
		tuning.max_in_flight != null &&
		tuning.max_in_flight !== 0 &&
		(tuning.max_in_flight < 1 || tuning.max_in_flight > 256)
	)
		bad(
			`max_in_flight is ${tuning.max_in_flight}`,
			'enter a max_in_flight from 1 to 256, or leave it empty for the default'
		);
	for (const h of tuning.headers) {
		if (!HEADER_TOKEN.test(h.name))
			bad(
				`the header name ${JSON.stringify(h.name)} is not valid`,
				"use a header name of letters, digits and !#$%&'*+-.^_`|~ only, then save again"
			);
		checkRefLike(h.value, action, `header ${h.name}`);
	}
	for (const o of tuning.overrides) {
		if (o.pointer !== '' && !o.pointer.startsWith('/'))
			bad(
				`the override pointer ${JSON.stringify(o.pointer)} is not a JSON Pointer`,
				'start the pointer with "/", such as /provider/sort, then save again'
			);
	}
}

/** The city's spelling of a base URL: scheme added when missing, trailing `/` removed; only http(s). */
export function normalizeBaseUrl(raw: string, action: string): string {
	const text = raw.trim();
	// No scheme: local addresses speak plain http, everything else https.
	const local = /^(localhost|127\.|\[::1\])/i.test(text);
	const withScheme =
		/^[a-z][a-z0-9+.-]*:\/\//i.test(text) || /^[a-z][a-z0-9+.-]*:[^0-9]/i.test(text)
			? text
			: `${local ? 'http' : 'https'}://${text}`;
	let url: URL;
	try {
		url = new URL(withScheme);
	} catch {
		return refuse(
			'E_INVALID_ARGS',
			action,
			`${JSON.stringify(raw)} is not a URL`,
			"enter the endpoint's base URL, such as https://api.openai.com/v1"
		);
	}
	if (url.protocol !== 'http:' && url.protocol !== 'https:') {
		return refuse(
			'E_INVALID_ARGS',
			action,
			`${JSON.stringify(raw)} is not an http(s) URL`,
			'enter an http:// or https:// base URL, such as https://api.openai.com/v1'
		);
	}
	if (url.username || url.password) {
		return refuse(
			'E_INVALID_ARGS',
			action,
			'the base URL carries a user name or password',
			'remove the credentials from the URL and store the key through the key field instead'
		);
	}
	return url.href.replace(/\/+$/, '');
}
