import { spawn, type ChildProcess } from 'node:child_process';
import { getDefaultEnvironment } from '@modelcontextprotocol/sdk/client/stdio.js';
import { ReadBuffer, serializeMessage } from '@modelcontextprotocol/sdk/shared/stdio.js';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import type { JSONRPCMessage } from '@modelcontextprotocol/sdk/types.js';

const STDERR_TAIL_BYTES = 4096;
const MAX_LINE_BYTES = 4 * 1024 * 1024;
/** This many stdout lines that are not JSON-RPC and the child is taken for a flood and killed. */
const MAX_BAD_LINES = 64;

/**
 * An MCP stdio client transport that, unlike the SDK's, keeps what a health
 * check must report: the spawn error, the exit code and the tail of stderr.
 * The child runs in its own process group so `close()` kills everything it
 * started (e.g. an `npx` wrapper and its server), and a flood on stdout
 * beyond 4 MiB without a newline kills it instead of growing memory.
 */
export class ChildStdioTransport implements Transport {
	onmessage?: (message: JSONRPCMessage) => void;
	onerror?: (error: Error) => void;
	onclose?: () => void;
	/** The protocol revision the client and server agreed, once initialize is done. */
	protocolVersion: string | null = null;
	/** Lines on stdout that were not JSON-RPC. */
	badLines = 0;
	/** True once the child was killed for flooding stdout. */
	flooded = false;
	private child: ChildProcess | null = null;
	private stderr = '';
	private readonly buffer = new ReadBuffer({ maxBufferSize: MAX_LINE_BYTES });
	/** Resolves with how the child ended; never rejects. */
	readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
	private settleExit!: (e: { code: number | null; signal: NodeJS.Signals | null }) => void;

	constructor(private readonly params: { command: string; args: string[]; env: Record<string, string> }) {
		this.exited = new Promise((resolve) => (this.settleExit = resolve));
	}

	/** The last lines the child wrote to stderr. */
	get stderrTail(): string {
		return this.stderr;
	}

	start(): Promise<void> {
		return new Promise((resolve, reject) => {
			const child = spawn(this.params.command, this.params.args, {
				env: { ...getDefaultEnvironment(), ...this.params.env },
				stdio: ['pipe', 'pipe', 'pipe'],
				shell: false,
				detached: process.platform !== 'win32',
				windowsHide: true
			});
			this.child = child;
			child.once('error', (err) => {
				this.settleExit({ code: null, signal: null });
				reject(err);
				this.onerror?.(err);
			});
			child.once('spawn', () => resolve());
			child.once('close', (code, signal) => {
				this.settleExit({ code, signal });
				this.onclose?.();
			});
			child.stdin?.on('error', (err) => this.onerror?.(err));
			child.stdout?.on('data', (chunk: Buffer) => {
				if (this.flooded) return;
				try {
					this.buffer.append(chunk);
				} catch (err) {
					this.flood(err as Error);
					return;
				}
				for (;;) {
					let message: JSONRPCMessage | null;
					try {
						message = this.buffer.readMessage();
					} catch (err) {
						// A line that is not JSON-RPC: note it, keep reading, unless it is a flood.
						if (++this.badLines > MAX_BAD_LINES) return this.flood(err as Error);
						continue;
					}
					if (message === null) break;
					this.onmessage?.(message);
				}
			});
			child.stderr?.on('data', (chunk: Buffer) => {
				this.stderr = (this.stderr + chunk.toString('utf8')).slice(-STDERR_TAIL_BYTES);
			});
		});
	}

	send(message: JSONRPCMessage): Promise<void> {
		return new Promise((resolve, reject) => {
			const stdin = this.child?.stdin;
			if (!stdin || stdin.destroyed) return reject(new Error('Not connected'));
			if (stdin.write(serializeMessage(message))) resolve();
			else stdin.once('drain', () => resolve());
		});
	}

	setProtocolVersion(version: string): void {
		this.protocolVersion = version;
	}

	/** Ends stdin, then TERM, then KILL the whole group; resolves once the child is gone. */
	async close(): Promise<void> {
		const child = this.child;
		if (!child || child.exitCode !== null || child.signalCode !== null || child.pid === undefined) {
			this.buffer.clear();
			return;
		}
		child.stdin?.end();
		const gone = this.exited.then(() => true);
		const wait = (ms: number) =>
			Promise.race([gone, new Promise<boolean>((r) => setTimeout(() => r(false), ms).unref())]);
		if (!(await wait(300))) {
			this.kill('SIGTERM');
			if (!(await wait(700))) {
				this.kill('SIGKILL');
				await wait(2000);
			}
		}
		this.buffer.clear();
	}

	private flood(err: Error): void {
		this.flooded = true;
		this.buffer.clear();
		this.kill('SIGKILL');
		this.onerror?.(err);
	}

	private kill(signal: NodeJS.Signals): void {
		const pid = this.child?.pid;
		if (pid === undefined) return;
		try {
			// Negative pid: the whole process group the child leads.
			process.kill(process.platform === 'win32' ? pid : -pid, signal);
		} catch {
			try {
				this.child?.kill(signal);
			} catch {
				/* already gone */
			}
		}
	}
}
