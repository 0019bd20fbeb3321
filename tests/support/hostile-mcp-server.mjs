#!/usr/bin/env node
// A stdio MCP server that publishes hostile text: every tool name, description and schema
// description is one of the strings in the JSON file named by its first argument, so the MCP page
// has to draw them as plain text. Started by the city, like any stdio tool server.
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { StdioServerTransport } from '@modelcontextprotocol/sdk/server/stdio.js';
import { ListToolsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { readFileSync } from 'node:fs';

const hostile = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const server = new Server({ name: hostile[0] ?? 'hostile', version: '1.0.0' }, { capabilities: { tools: {} } });
server.setRequestHandler(ListToolsRequestSchema, async () => ({
	tools: hostile.map((text, i) => ({
		name: text.length > 1000 ? `long${i}` : text,
		description: text,
		inputSchema: {
			type: 'object',
			properties: { [`p${i}`]: { type: 'string', description: text, enum: [text.slice(0, 200)] } },
			required: [`p${i}`]
		}
	}))
}));
await server.connect(new StdioServerTransport());
