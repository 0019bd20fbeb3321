import fs from 'node:fs';
import path from 'node:path';
import { CITY_KEY_FILE } from './door/city-key';
import { CALL_PATH, LISTENING_FILE } from './transport/call-route';

export const CALL_USAGE = `usage: npm run city -- call <server> <tool> ['<json arguments>'] [--root DIR]
  asks the city running on DIR (default .city-data) to call one tool of a configured server through its MCP
  client; the call is recorded in that city's ledger with its outcome (ok or failed)`;

/** What a call answered, as the command prints it. */
export interface CallAnswer {
	status: number;
	body: { outcome?: 'ok' | 'failed'; seq?: number; detail?: unknown; error?: string };
}

/**
 * Asks the city running on the data folder `root` to call a tool (`POST /local/call` with the city's key). The
 * running city makes the call and writes the record, so the ledger keeps one writer.
 */
export async function callThroughCity(
	root: string,
	server: string,
	tool: string,
	args: Record<string, unknown>
): Promise<CallAnswer> {
	let origin: string;
	let key: string;
	try {
		origin = (JSON.parse(fs.readFileSync(path.join(root, LISTENING_FILE), 'utf8')) as { origin: string }).origin;
		key = fs.readFileSync(path.join(root, CITY_KEY_FILE), 'utf8').trim();
	} catch {
		throw new Error(`no city is running on ${root}: start one with npm run city -- --root ${root}`);
	}
	let res: Response;
	try {
		res = await fetch(new URL(CALL_PATH, origin), {
			method: 'POST',
			headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' },
			body: JSON.stringify({ server, tool, arguments: args })
		});
	} catch {
		throw new Error(`the city on ${root} (${origin}) does not answer: is it still running?`);
	}
	return { status: res.status, body: (await res.json()) as CallAnswer['body'] };
}

/** `npm run city -- call <server> <tool> [json]`: prints the outcome; exit code 0 for ok, 1 for failed. */
export async function runCallCommand(positionals: readonly string[], root: string): Promise<number> {
	const [server, tool, json = '{}', ...rest] = positionals;
	if (!server || !tool || rest.length > 0) throw new Error('name a server and a tool');
	let args: unknown;
	try {
		args = JSON.parse(json);
	} catch {
		throw new Error(`the arguments are not JSON: ${json}`);
	}
	if (typeof args !== 'object' || args === null || Array.isArray(args))
		throw new Error('give the arguments as a JSON object, e.g. \'{"message":"hi"}\'');
	const answer = await callThroughCity(path.resolve(root), server, tool, args as Record<string, unknown>);
	const { outcome, seq, detail, error } = answer.body;
	if (error !== undefined || outcome === undefined) {
		console.error(`city: ${error ?? JSON.stringify(answer.body)}`);
		return 1;
	}
	console.log(`${server} ${tool}: ${outcome}${seq === undefined ? ' (not recorded)' : ` (ledger record ${seq})`}`);
	console.log(typeof detail === 'string' ? detail : JSON.stringify(detail, null, 2));
	return outcome === 'ok' ? 0 : 1;
}
