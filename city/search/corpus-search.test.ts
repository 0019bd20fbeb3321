import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterEach, describe, expect, it } from 'vitest';
import { CORPUS_TOOL, demoCorpus, searchCorpus, startCorpusSearch, type CorpusSearch } from './corpus-search';

// The demo's web search supplier, spoken to the way the city speaks to one: MCP over streamable HTTP.

let running: CorpusSearch[] = [];
afterEach(async () => {
	await Promise.all(running.map((s) => s.close()));
	running = [];
});

async function start(key?: string) {
	const s = await startCorpusSearch({ key });
	running.push(s);
	return s;
}

async function client(url: string, headers: Record<string, string> = {}) {
	const c = new Client({ name: 'test', version: '1.0.0' });
	await c.connect(new StreamableHTTPClientTransport(new URL(url), { requestInit: { headers } }));
	return c;
}

describe('the corpus search supplier', () => {
	it('ranks documents by the words they share with the query, best first, up to the count', () => {
		const corpus = demoCorpus();
		expect(searchCorpus(corpus, 'keep the prompt cache warm', 2).map((d) => d.title)).toEqual([
			'Prompt caching',
			'Context windows and compaction'
		]);
		expect(searchCorpus(corpus, 'zebra', 5)).toEqual([]);
	});

	it('lists one search tool and answers it from the corpus', async () => {
		const s = await start();
		const c = await client(s.url);
		const tools = await c.listTools();
		expect(tools.tools.map((t) => t.name)).toEqual([CORPUS_TOOL]);
		expect(tools.tools[0]!.inputSchema.required).toEqual(['query']);
		const result = await c.callTool({ name: CORPUS_TOOL, arguments: { query: 'thinking effort level', count: 1 } });
		expect(result.content).toEqual([
			{ type: 'text', text: expect.stringContaining('Thinking levels\nhttps://docs.example/thinking-levels') }
		]);
		expect(s.calls).toEqual([{ query: 'thinking effort level', count: 1 }]);
		await c.close();
	});

	it('with a key, answers only a request that carries it in x-api-key', async () => {
		const s = await start('corpus-key-1');
		await expect(client(s.url)).rejects.toThrow(/send the key in x-api-key/);
		await expect(client(s.url, { 'x-api-key': 'wrong' })).rejects.toThrow(/send the key in x-api-key/);
		const c = await client(s.url, { 'x-api-key': 'corpus-key-1' });
		expect((await c.listTools()).tools).toHaveLength(1);
		await c.close();
	});
});
