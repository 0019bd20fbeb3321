// Fast tool servers for the first-load benchmark of /mcp: `count` streamable-HTTP MCP servers on one
// loopback port (`/s0`, `/s1`, …), each answering `initialize` and `tools/list` at once with realistic
// tools (bench/generate.ts). The city's health check of them then takes milliseconds, not seconds.
import { createServer, type Server as HttpServer } from 'node:http';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { mcpHealthAnswer } from './generate';

interface GeneratedTool {
	remote: string;
	disclosure: string;
	input_schema: Record<string, unknown>;
}

export async function startFastMcpServers(count: number, tools: number): Promise<{ urls: string[]; close(): Promise<void> }> {
	const generated = mcpHealthAnswer(count, tools).servers as { state: { connected: { tools: GeneratedTool[] } } }[];
	const toolLists = generated.map((s) =>
		s.state.connected.tools.map((t) => ({ name: t.remote, description: t.disclosure, inputSchema: t.input_schema as { type: 'object' } }))
	);
	const http: HttpServer = createServer((req, res) => {
		const i = Number(/^\/s(\d+)/.exec(req.url ?? '')?.[1] ?? -1);
		const list = toolLists[i];
		if (!list) return void res.writeHead(404).end();
		// Stateless: a fresh server and transport per request, answering in JSON.
		const server = new Server({ name: `server${i}-mcp`, version: '1.0.0' }, { capabilities: { tools: {} } });
		server.setRequestHandler(ListToolsRequestSchema, async () => ({ tools: list }));
		const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
		res.on('close', () => {
			void transport.close();
			void server.close();
		});
		void server.connect(transport).then(() => transport.handleRequest(req, res));
	});
	await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
	const addr = http.address();
	const port = typeof addr === 'object' && addr ? addr.port : 0;
	return {
		urls: toolLists.map((_, i) => `http://127.0.0.1:${port}/s${i}`),
		close: () => new Promise((r) => http.close(() => r()))
	};
}
