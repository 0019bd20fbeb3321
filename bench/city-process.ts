// The real local city for the browser benchmarks: a data folder holding a synthetic set of endpoints,
// and the city started on it in a process of its own.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawn } from 'node:child_process';
import type { CityState, StoredEndpoint } from '../city/storage/store';
import { endpointsAnswer } from './generate';

/** A data folder for the city holding `endpoints` × `perEndpoint` models, in the city's own state format. */
export async function syntheticCityRoot(endpoints: number, perEndpoint: number): Promise<string> {
	const root = await mkdtemp(join(tmpdir(), 'city-bench-'));
	const answer = endpointsAnswer(endpoints, perEndpoint) as unknown as {
		endpoints: (Omit<StoredEndpoint, 'secret' | 'auth_header' | 'admit'> & { label: string })[];
	};
	const state: CityState = {
		v: 1,
		buildings: { local: { mcp: [] } },
		endpoints: answer.endpoints.map((e) => ({
			name: e.name,
			base_url: e.base_url,
			dialect: e.dialect,
			secret: null,
			auth_header: null,
			admit: [],
			tuning: e.tuning,
			models: e.models
		})),
		chosen: [],
		idems: []
	};
	await writeFile(join(root, 'state.json'), JSON.stringify(state));
	return root;
}

export interface RunningCity {
	url: string;
	close(): Promise<void>;
}

/**
 * The real local city in a process of its own (`city/main.ts`, as `npm run city` starts it), so the
 * bench's own work (Playwright's driver) does not share its event loop.
 */
export function startCityProcess(root: string, app: string): Promise<RunningCity> {
	const child = spawn(
		process.execPath,
		// Without the door: the picker is measured once its page has loaded, and the door's share of a first
		// load is measured on /mcp, at the instant city's door (mcp-load-bench.ts).
		['--import', 'tsx', 'city/main.ts', '--port', '0', '--root', root, '--app', app, '--no-seed', '--no-door'],
		{
			stdio: ['ignore', 'pipe', 'pipe']
		}
	);
	let output = '';
	const exited = new Promise<void>((r) => child.once('exit', () => r()));
	return new Promise((resolve, reject) => {
		const onData = (chunk: Buffer) => {
			output += chunk.toString();
			const url = /open (http:\/\/[^\s#]+)/.exec(output)?.[1];
			if (!url) return;
			child.stdout.off('data', onData);
			resolve({
				url: url.endsWith('/') ? url : `${url}/`,
				close: async () => {
					child.kill('SIGTERM');
					await exited;
				}
			});
		};
		child.stdout.on('data', onData);
		child.stderr.on('data', (c: Buffer) => (output += c.toString()));
		child.once('exit', (code) => reject(new Error(`the city exited (${code}) before listening:\n${output}`)));
	});
}

/** A city on a synthetic data folder of `endpoints` × `perEndpoint` models; `close()` also removes the folder. */
export async function startSyntheticCity(app: string, endpoints: number, perEndpoint: number): Promise<RunningCity> {
	const root = await syntheticCityRoot(endpoints, perEndpoint);
	try {
		const city = await startCityProcess(root, app);
		return {
			url: city.url,
			close: async () => {
				await city.close();
				await rm(root, { recursive: true, force: true });
			}
		};
	} catch (e) {
		await rm(root, { recursive: true, force: true });
		throw e;
	}
}
