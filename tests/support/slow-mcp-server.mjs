#!/usr/bin/env node
// A stdio MCP server that takes its first argument's milliseconds to answer `initialize`, like a server
// being downloaded or installed. Started by the city, like any stdio tool server.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';

const delayMs = Number(process.argv[2] ?? 20_000);
await new Promise((resolve) => setTimeout(resolve, delayMs));
const server = new Server({ name: 'slow-starter', version: '1.0.0' }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({
	tools: [{ name: 'ping', description: 'Answers pong.', inputSchema: { type: 'object', properties: {} } }]
}));
await server.connect(new StdioServerTransport());
