import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CityOptions } from '../server';
import { CITY_KEY_FILE } from '../door/city-key';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');

/** A city running in a child process (one node process: RSS and SIGKILL hit the city itself). */
export interface CityProcess {
	child: ChildProcess;
	pid: number;
	url: string;
	origin: string;
	port: number;
	/** The city's key (`opts.token`, else `<root>/city.key`): a test's own sockets say hello with it. */
	cityKey: string;
	/** The pairing code the city printed last. */
	pairingCode(): string | null;
	/** Asks the city for a fresh open code (`#open=`), as its terminal's link carries one. */
	mintOpenCode(): Promise<string>;
	/** Everything the city wrote to stdout and stderr. */
	output(): string;
	/** SIGKILL, then waits for the process to be gone. */
	kill(): Promise<void>;
	/** SIGTERM (the city closes cleanly), then waits. */
	stop(): Promise<void>;
}

/** Starts `city/soak/run-city.ts` under node with tsx's loader; resolves once it listens. */
export function spawnCity(opts: CityOptions, timeoutMs = 60_000): Promise<CityProcess> {
	const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'run-city.ts'), JSON.stringify(opts)], {
		cwd: repo,
		stdio: ['pipe', 'pipe', 'pipe'],
		env: { ...process.env, NODE_OPTIONS: '' }
	});
	// A write to a city already killed must not throw in the test.
	child.stdin!.on('error', () => {});
	let out = '';
	const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
	return new Promise((resolve, reject) => {
		const timer = setTimeout(() => {
			child.kill('SIGKILL');
			reject(new Error(`the city did not start within ${timeoutMs} ms:\n${out}`));
		}, timeoutMs);
		const early = (code: number | null, signal: NodeJS.Signals | null) => {
			clearTimeout(timer);
			reject(new Error(`the city exited (${code ?? signal}) before it listened:\n${out}`));
		};
		child.once('exit', early);
		child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
		child.stdout!.on('data', (c: Buffer) => {
			out += c.toString();
			const m = /^READY (.*)$/m.exec(out);
			if (!m) return;
			clearTimeout(timer);
			child.off('exit', early);
			const info = JSON.parse(m[1] as string) as { url: string; origin: string; port: number };
			const cityKey = opts.token || readFileSync(path.join(opts.root, CITY_KEY_FILE), 'utf8').trim();
			const lastOf = (tag: string) => [...out.matchAll(new RegExp(`^${tag} (\\S+)$`, 'gm'))].at(-1)?.[1] ?? null;
			resolve({
				child,
				pid: child.pid!,
				...info,
				cityKey,
				pairingCode: () => lastOf('PAIRING'),
				mintOpenCode: async () => {
					const before = [...out.matchAll(/^OPEN /gm)].length;
					child.stdin!.write('open\n');
					for (let i = 0; i < 500 && [...out.matchAll(/^OPEN /gm)].length === before; i++)
						await new Promise((r) => setTimeout(r, 10));
					const code = lastOf('OPEN');
					if (!code || [...out.matchAll(/^OPEN /gm)].length === before) throw new Error('the city minted no open code');
					return code;
				},
				output: () => out,
				kill: async () => {
					if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
					await exited;
				},
				stop: async () => {
					if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
					await exited;
				}
			});
		});
	});
}

/** Resident memory of a process in bytes, from /proc/<pid>/status (Linux); null once it is gone. */
export function rssBytes(pid: number): number | null {
	try {
		const m = /^VmRSS:\s+(\d+)\s+kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
		return m ? Number(m[1]) * 1024 : null;
	} catch {
		return null;
	}
}
