import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { serverRow } from './support/process-city';

// The quick start as a newcomer meets it: `npm start` prints one link, and one click on it is a live MCP page.
test('the link the city prints pairs the browser and opens a live MCP page in one click', async ({
	page,
	appDir,
	basePath
}) => {
	test.setTimeout(90_000);
	const root = await mkdtemp(join(tmpdir(), 'city-start-'));
	const args = ['--import', 'tsx', 'city/main.ts', '--port', '0', '--root', root, '--app', appDir];
	const child = spawn(process.execPath, basePath ? [...args, '--base', basePath] : args, {
		stdio: ['ignore', 'pipe', 'pipe']
	});
	const exited = new Promise<void>((r) => child.once('exit', () => r()));
	try {
		let out = '';
		const link = await new Promise<string>((resolve, reject) => {
			const timer = setTimeout(() => reject(new Error(`no link printed:\n${out}`)), 60_000);
			child.stdout.on('data', (c: Buffer) => {
				out += c.toString();
				const m = /^open (\S+)$/m.exec(out);
				// The pairing code for other browsers follows the link.
				if (m && /pairing code /.test(out)) {
					clearTimeout(timer);
					resolve(m[1]!);
				}
			});
		});
		expect(link).toMatch(/\/mcp#open=[0-9a-f]{32}$/);
		expect(out).toMatch(/pairing code [2-9a-z]{4}-[2-9a-z]{4}/);
		await page.goto(link);
		await expect(page.getByRole('heading', { level: 1, name: 'Tool servers' })).toBeVisible();
		await expect(serverRow(page, 'everything').getByText('connected', { exact: true })).toBeVisible({
			timeout: 30_000
		});
		expect(page.url()).not.toContain('open=');
	} finally {
		child.kill('SIGTERM');
		await exited;
		await rm(root, { recursive: true, force: true });
	}
});
