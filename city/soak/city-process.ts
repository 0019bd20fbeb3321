import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CityOptions } from '../server';

const here = path.dirname(fileURLToPath(import.meta.url));
const repo = path.resolve(here, '../..');

/** A city running in a child process (one node process: RSS and SIGKILL hit the city itself). */
export interface CityProcess {
	child: ChildProcess;
	pid: number;
	url: string;
	origin: string;
	port: number;
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
		stdio: ['ignore', 'pipe', 'pipe'],
		env: { ...process.env, NODE_OPTIONS: '' }
	});
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
			resolve({
				child,
				pid: child.pid!,
				...info,
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
