import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { spawnCity, type CityProcess } from '../../city/soak/city-process';
import { idem } from '../../city/testing/harness';
import { WireClient, wsUrlOf } from '../../city/testing/wire-client';
import type { McpServer } from '../../protocol/schemas/index';

/**
 * A local city in a process of its own, on a data folder of its own, that a test can pause (SIGSTOP),
 * kill and start again on the same port and folder: a city that fails for real.
 */
export class ProcessCity {
	private constructor(
		public proc: CityProcess,
		readonly root: string,
		private readonly options: Parameters<typeof spawnCity>[0]
	) {}

	static async start(app: string, base: string): Promise<ProcessCity> {
		const root = await mkdtemp(join(tmpdir(), 'city-process-'));
		const options = { root, port: 0, app, base, seed: false, mcpDeadlineMs: 8000, env: {} };
		return new ProcessCity(await spawnCity(options), root, options);
	}

	/** Kills the city (SIGKILL, paused or not) and starts it again on the same port and data folder. */
	async restart(): Promise<void> {
		const port = this.proc.port;
		await this.proc.kill();
		this.proc = await spawnCity({ ...this.options, port });
	}

	/** The city stops running but keeps its sockets: it neither answers nor closes. */
	pause(): void {
		process.kill(this.proc.pid, 'SIGSTOP');
	}

	/** An address of the app that pairs the page's browser on arrival (`#open=`, as the city's own link does). */
	async pairedUrl(route: string): Promise<string> {
		return `${this.proc.url}${route}#open=${await this.proc.mintOpenCode()}`;
	}

	async dispose(): Promise<void> {
		await this.proc.kill();
		await rm(this.root, { recursive: true, force: true });
	}

	/** A short wire session of the test's own. */
	async withClient<T>(use: (c: WireClient) => Promise<T>): Promise<T> {
		const c = await WireClient.connect(wsUrlOf(this.proc.origin), { token: this.proc.cityKey });
		try {
			return await use(c);
		} finally {
			await c.close();
		}
	}

	/** Sets a building's MCP list, as another person would, and waits for the city's confirmation. */
	configure(addr: string, mcp: McpServer[]): Promise<void> {
		return this.withClient(async (c) => {
			c.command({
				configure_building: { addr, mcp, sandbox: null, desktop: null, context_second_threshold: null, idem: idem() }
			});
			await c.nextEvent('building_configured');
		});
	}
}

/** A stdio server whose command does not exist: it fails at once. */
export const missingServer = (label: string): McpServer => ({
	label,
	transport: { stdio: { command: `/nonexistent/${label}`, args: [], env: [] } }
});

/** A stdio server that never answers: it holds a health check until the city's deadline. */
export const stallingServer = (label: string): McpServer => ({
	label,
	transport: { stdio: { command: 'sleep', args: ['600'], env: [] } }
});

/** One server's row on the MCP page. */
export const serverRow = (page: Page, label: string): Locator =>
	page
		.getByRole('list', { name: 'Servers' })
		.getByRole('listitem')
		.filter({ has: page.getByRole('heading', { name: label, exact: true }) });
