import { UnauthorizedError } from '@modelcontextprotocol/sdk/client/auth.js';
import { SseError } from '@modelcontextprotocol/sdk/client/sse.js';
import { StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { AxError, McpServer } from '../../protocol/schemas';
import { axError } from '../wire/refusal';

export type Phase = 'initialize' | 'tools/list';

export interface McpFailure {
	server: McpServer;
	target: string;
	phase: Phase;
	/** null: the deadline passed. */
	error: unknown;
	deadlineMs: number;
	exit: { code: number | null; signal: NodeJS.Signals | null } | null;
	stderr: string;
	badOutput: number;
	flooded: boolean;
}

const ERRNO = /ECONNREFUSED|ENOTFOUND|ECONNRESET|EAI_AGAIN|ETIMEDOUT/;

/** The system error code behind an error: on it, its causes, an AggregateError's errors, or its message. */
const errno = (err: unknown, depth = 0): string | undefined => {
	if (err === null || err === undefined || depth > 6) return undefined;
	const e = err as { code?: unknown; cause?: unknown; errors?: unknown; message?: unknown };
	if (typeof e.code === 'string') return e.code;
	for (const inner of [e.cause, ...(Array.isArray(e.errors) ? e.errors : [])]) {
		const found = errno(inner, depth + 1);
		if (found) return found;
	}
	return ERRNO.exec(String(e.message ?? err))?.[0];
};

/** Whether fetch refused the URL's port itself (the Fetch standard's blocked ports: 9, 25, 6000…): nothing was tried. */
const blockedPort = (err: unknown, depth = 0): boolean => {
	if (err === null || err === undefined || depth > 6) return false;
	const e = err as { cause?: unknown; message?: unknown };
	return e.message === 'bad port' || blockedPort(e.cause, depth + 1);
};

/** `host:port` of an http(s) URL, as the endpoint probe names it. */
const hostPort = (url: string): string => {
	try {
		const u = new URL(url);
		return `${u.hostname}:${u.port || (u.protocol === 'https:' ? '443' : '80')}`;
	} catch {
		return url;
	}
};

const lastLines = (text: string, n = 5) =>
	text
		.split(/\r?\n/)
		.map((l) => l.trimEnd())
		.filter((l) => l !== '')
		.slice(-n)
		.join(' | ');

/** Turns what went wrong during a health check into a refusal, or `authenticating` for 401/403. */
export function describeMcpError(f: McpFailure): { refusal: AxError } | { authenticating: string } {
	const { server, target } = f;
	const label = server.label;
	const fix = `fix ${label} in this building's MCP list, or remove it`;
	const bad = (code: string, subject: string, recovery: string, retry: 'yes' | 'no' | 'unknown' = 'no') => ({
		refusal: axError(code, `open tool server ${label}`, subject, recovery, { retry })
	});
	const status = httpStatus(f.error);
	if (f.error instanceof UnauthorizedError || status === 401 || status === 403) {
		const t = server.transport;
		const pairs = 'stdio' in t ? [] : 'http' in t ? t.http.headers : t.sse.headers;
		const ref = pairs.find(([, v]) => v.startsWith('secret:'))?.[1];
		return {
			authenticating: ref
				? `${target} answered ${status ?? 401}: store a fresh key under ${ref}, then check this server again`
				: `${target} answered ${status ?? 401}: add an Authorization header whose value is a stored key (e.g. secret:mcp/${label}), then check this server again`
		};
	}
	const code = errno(f.error);
	if ('stdio' in server.transport) {
		const command = server.transport.stdio.command;
		if (code === 'ENOENT')
			return bad(
				'E_TOOL_UNAVAILABLE',
				`command not found: ${command}`,
				`install ${command} or give its full path, or ${fix}`
			);
		if (code === 'EACCES')
			return bad('E_TOOL_UNAVAILABLE', `${command} is not executable`, `make ${command} executable, or ${fix}`);
		if (f.flooded) {
			return bad(
				'E_TOOL_UNAVAILABLE',
				`${command} flooded stdout with output that is not MCP during ${f.phase}, so the city stopped it`,
				`make ${label} write only JSON-RPC to stdout (logs belong on stderr), then check it again`
			);
		}
		if (f.exit && (f.exit.code !== null || f.exit.signal !== null)) {
			const how = f.exit.code !== null ? `exited with code ${f.exit.code}` : `was killed by ${f.exit.signal}`;
			const tail = lastLines(f.stderr);
			return bad(
				'E_TOOL_UNAVAILABLE',
				`${command} ${how} during ${f.phase}${tail ? `: ${tail}` : ' and wrote nothing to stderr'}`,
				`run "${target}" by hand to see why it stops, then check this server again`
			);
		}
	}
	if (f.error === null) {
		const noise = f.badOutput > 0 ? `, after ${f.badOutput} lines of output that are not MCP` : '';
		return bad(
			'E_TIMEOUT',
			`${target}: timed out after ${f.deadlineMs} ms waiting for ${f.phase}${noise}`,
			`check that ${label} is an MCP server and answers on its ${'stdio' in server.transport ? 'stdin/stdout' : 'URL'}, then check it again`,
			'yes'
		);
	}
	if (blockedPort(f.error)) {
		const at = hostPort(target);
		return bad(
			'E_TOOL_UNAVAILABLE',
			`${target}: the city's HTTP client never connects to port ${at.slice(at.lastIndexOf(':') + 1)} (one of the ports fetch blocks, as browsers do), so nothing was tried`,
			`serve ${label} on another port and correct its URL in this building's MCP list; trying again unchanged will not help`,
			'no'
		);
	}
	if (code === 'ECONNREFUSED') {
		const at = hostPort(target);
		return bad(
			'E_TOOL_UNAVAILABLE',
			`${target}: connection refused: nothing listens on ${at}`,
			`start the ${label} server so that it listens on ${at} (or fix its URL in this building's MCP list); a retry may help once the server is up`,
			'yes'
		);
	}
	if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
		return bad('E_TOOL_UNAVAILABLE', `${target}: no such host`, `correct the host name in ${label}'s URL, or ${fix}`);
	if (code === 'ECONNRESET')
		return bad(
			'E_TOOL_UNAVAILABLE',
			`${target}: the connection was reset during ${f.phase}`,
			`check that ${label} is running and healthy, then check it again`,
			'yes'
		);
	const message = String((f.error as Error | undefined)?.message ?? f.error).slice(0, 300);
	if (status !== undefined && status > 0) {
		return bad(
			'E_TOOL_UNAVAILABLE',
			`${target} answered HTTP ${status} to ${f.phase}, which is not an MCP response`,
			`check the URL points at ${label}'s MCP endpoint (often /mcp or /sse), then check it again`
		);
	}
	return bad(
		'E_TOOL_UNAVAILABLE',
		`${target}: the response to ${f.phase} is not MCP (${message})`,
		`check that ${label} is an MCP server speaking the ${transportName(server)} transport, then check it again`
	);
}

function transportName(server: McpServer): string {
	return 'stdio' in server.transport ? 'stdio' : 'http' in server.transport ? 'streamable HTTP' : 'SSE';
}

function httpStatus(err: unknown): number | undefined {
	if (err instanceof StreamableHTTPError || err instanceof SseError) {
		return typeof err.code === 'number' ? err.code : undefined;
	}
	const m = /\bHTTP (\d{3})\b|\((\d{3})\)|status code (\d{3})|Non-200 status code \((\d{3})\)/.exec(
		String((err as Error | undefined)?.message ?? '')
	);
	const s = m?.slice(1).find(Boolean);
	return s ? Number(s) : undefined;
}
