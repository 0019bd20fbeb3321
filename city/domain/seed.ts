import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { McpServer } from '../../protocol/schemas';
import type { CityState, StoredChoice, StoredEndpoint } from '../storage/store';

/** The entry of `@modelcontextprotocol/server-everything` in node_modules (it publishes only a bin). */
export function everythingEntry(): string {
	const require = createRequire(import.meta.url);
	return require.resolve('@modelcontextprotocol/server-everything/dist/index.js');
}

/** server-everything over stdio: its first argument picks the transport (`stdio`, `sse`, `streamableHttp`). */
export function everythingServer(label = 'everything'): McpServer {
	return { label, transport: { stdio: { command: process.execPath, args: [everythingEntry(), 'stdio'], env: [] } } };
}

/** The state of a new data folder: the building with server-everything, or nothing at all. */
export function firstState(building: string, seed: boolean, demo: boolean): CityState {
	const state: CityState = {
		v: 1,
		// A demo city names two more servers (server-everything again) so its made-up usage history has a used
		// `files` server and a never-used `notes` one beside `everything` (city/domain/demo-usage.ts).
		buildings: {
			[building]: {
				mcp: seed
					? demo
						? ['everything', 'files', 'notes'].map((l) => everythingServer(l))
						: [everythingServer()]
					: null
			}
		},
		endpoints: [],
		chosen: [],
		idems: []
	};
	if (demo) Object.assign(state, demoEndpoints());
	return state;
}

interface DemoFixture {
	endpoints: StoredEndpoint[];
	chosen: StoredChoice[];
}

/** Recorded facts for `--demo` (city/fixtures/demo-endpoints.json, copied from the wire examples). */
export function demoEndpoints(): DemoFixture {
	const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'fixtures', 'demo-endpoints.json');
	const recorded = JSON.parse(fs.readFileSync(file, 'utf8')) as DemoFixture;
	return { endpoints: recorded.endpoints, chosen: recorded.chosen };
}
