import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { CallToolRequestSchema, ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

/*
 * A real web search supplier for the demo and the tests (issue #45): an MCP streamable-HTTP server, built with
 * the MCP SDK, whose one tool `search` answers from a small local corpus (`city/fixtures/search-corpus.json`).
 * It goes nowhere near the network. With a `key` it answers 401 to a request without `x-api-key: <key>`, so a
 * supplier's account and its key can be tried end to end.
 */

export interface CorpusDoc {
	title: string;
	url: string;
	text: string;
}

export interface CorpusSearch {
	/** The MCP endpoint, `http://127.0.0.1:<port>/mcp`. */
	url: string;
	/** Every `search` call it answered, in order (query, count), for tests. */
	calls: { query: string; count: number | null }[];
	close(): Promise<void>;
}

export const CORPUS_TOOL = 'search';
export const KEY_HEADER = 'x-api-key';

/** The demo corpus. */
export function demoCorpus(): CorpusDoc[] {
	const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'search-corpus.json');
	return JSON.parse(fs.readFileSync(file, 'utf8')) as CorpusDoc[];
}

/** The documents that share the most words with the query, best first; ties keep the corpus order. */
export function searchCorpus(corpus: readonly CorpusDoc[], query: string, count: number): CorpusDoc[] {
	const words = query.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
	return corpus
		.map((doc, i) => {
			const text = `${doc.title} ${doc.text}`.toLowerCase();
			return { doc, i, score: words.filter((w) => text.includes(w)).length };
		})
		.filter((r) => r.score > 0)
		.sort((a, b) => b.score - a.score || a.i - b.i)
		.slice(0, count)
		.map((r) => r.doc);
}

function mcpServer(corpus: readonly CorpusDoc[], calls: CorpusSearch['calls']): Server {
	const server = new Server({ name: 'corpus-search', version: '1.0.0' }, { capabilities: { tools: {} } });
	server.setRequestHandler(ListToolsRequestSchema, async () => ({
		tools: [
			{
				name: CORPUS_TOOL,
				description: 'Searches a small local corpus and answers with titles, addresses and snippets.',
				inputSchema: {
					type: 'object',
					properties: {
						query: { type: 'string', description: 'What to look for.' },
						objective: { type: 'string', description: 'Why it is looked for (unused by this corpus).' },
						count: { type: 'integer', minimum: 1, maximum: 10, description: 'How many results, 5 if absent.' }
					},
					required: ['query']
				}
			}
		]
	}));
	server.setRequestHandler(CallToolRequestSchema, async (request) => {
		const args = (request.params.arguments ?? {}) as Record<string, unknown>;
		if (request.params.name !== CORPUS_TOOL || typeof args.query !== 'string')
			return { isError: true, content: [{ type: 'text', text: `call ${CORPUS_TOOL} with a string query` }] };
		const count = typeof args.count === 'number' && Number.isInteger(args.count) ? args.count : null;
		calls.push({ query: args.query, count });
		const found = searchCorpus(corpus, args.query, Math.min(Math.max(count ?? 5, 1), 10));
		const text = found.length
			? found.map((d) => `${d.title}\n${d.url}\n${d.text}`).join('\n\n')
			: `nothing in the corpus matches ${JSON.stringify(args.query)}`;
		return { content: [{ type: 'text', text }] };
	});
	return server;
}

/** Starts the supplier on a free loopback port (stateless: one MCP server per request). */
export async function startCorpusSearch(
	opts: { key?: string; corpus?: CorpusDoc[]; port?: number } = {}
): Promise<CorpusSearch> {
	const corpus = opts.corpus ?? demoCorpus();
	const calls: CorpusSearch['calls'] = [];
	const httpServer = http.createServer((req, res) => {
		if (new URL(req.url ?? '/', 'http://x').pathname !== '/mcp') {
			res.writeHead(404).end('not found: the MCP endpoint is /mcp');
			return;
		}
		if (opts.key !== undefined && req.headers[KEY_HEADER] !== opts.key) {
			res.writeHead(401, { 'content-type': 'text/plain' }).end(`send the key in ${KEY_HEADER}`);
			return;
		}
		const server = mcpServer(corpus, calls);
		const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
		res.on('close', () => {
			void transport.close();
			void server.close();
		});
		server
			.connect(transport)
			.then(() => transport.handleRequest(req, res))
			.catch((err: unknown) => {
				if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
				res.end(`corpus search failed: ${(err as Error).message}`);
			});
	});
	await new Promise<void>((resolve, reject) => {
		httpServer.once('error', reject);
		httpServer.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
	});
	const port = (httpServer.address() as AddressInfo).port;
	return {
		url: `http://127.0.0.1:${port}/mcp`,
		calls,
		close: () =>
			new Promise<void>((resolve) => {
				httpServer.close(() => resolve());
				httpServer.closeAllConnections();
			})
	};
}
