import fs from 'node:fs';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import type { EventRecord } from '../../protocol/schemas';
import { sortKeys } from '../domain/canonical';
import { writeFileAtomic } from './atomic';

export const NIL_RUN = '00000000-0000-0000-0000-000000000000';
const ZERO_HASH = '0'.repeat(64);

/**
 * The append-only event record (`ledger.jsonl`). Each line is one EventRecord;
 * `prev` is the sha256 of the previous line's text, so the chain proves order.
 * Appends are synchronous and fsynced: once `append` returns, the event survives a kill.
 */
export class Ledger {
	private fd: number;
	private lastHash = ZERO_HASH;
	private last: number | null = null;

	constructor(readonly file: string) {
		this.recover();
		this.fd = fs.openSync(file, 'a', 0o600);
	}

	/** The seq of the last record written, or null when the ledger is empty. */
	get lastSeq(): number | null {
		return this.last;
	}

	/** The first seq not yet written: an answer computed now reflects every seq below it. */
	get nextSeq(): number {
		return (this.last ?? 0) + 1;
	}

	/** Writes one record durably and returns it; `at` (ms) only for a seeded history, else now. */
	append(kind: string, addr: string | undefined, data: Record<string, unknown>, at?: number): EventRecord {
		const seq = this.nextSeq;
		const record: EventRecord = {
			v: 1,
			run: NIL_RUN,
			seq,
			prev: this.lastHash,
			t: at ?? Date.now(),
			who: 'city',
			...(addr === undefined ? {} : { addr }),
			kind,
			data: sortKeys(data)
		} as EventRecord;
		const line = JSON.stringify(record);
		fs.writeSync(this.fd, line + '\n');
		fs.fsyncSync(this.fd);
		this.last = seq;
		this.lastHash = sha256(line);
		return record;
	}

	/**
	 * The record a command with this idem wrote, newest first, or null. Lets the city acknowledge a resent
	 * press again with the very record it wrote the first time (WIRE.md §7: a record may arrive twice).
	 */
	findByIdem(idem: string): EventRecord | null {
		if (!fs.existsSync(this.file)) return null;
		const lines = fs.readFileSync(this.file, 'utf8').split('\n');
		for (let i = lines.length - 1; i >= 0; i--) {
			const line = lines[i];
			if (!line || !line.includes(idem)) continue;
			try {
				const record = JSON.parse(line) as EventRecord;
				if ((record.data as { idem?: unknown }).idem === idem) return record;
			} catch {
				// A torn line was never acknowledged.
			}
		}
		return null;
	}

	/** Every whole record of one kind, in ledger order (a torn or foreign line is skipped). */
	records(kind: string): EventRecord[] {
		if (!fs.existsSync(this.file)) return [];
		const out: EventRecord[] = [];
		const needle = `"kind":${JSON.stringify(kind)}`;
		for (const line of fs.readFileSync(this.file, 'utf8').split('\n')) {
			if (!line.includes(needle)) continue;
			try {
				const record = JSON.parse(line) as EventRecord;
				if (record.kind === kind) out.push(record);
			} catch {
				// A torn line was never acknowledged.
			}
		}
		return out;
	}

	close(): void {
		try {
			fs.closeSync(this.fd);
		} catch {
			/* already closed */
		}
	}

	/** Reads the tail; a torn last line (kill mid-write) is cut off, since it was never acknowledged. */
	private recover(): void {
		if (!fs.existsSync(this.file)) return;
		const text = fs.readFileSync(this.file, 'utf8');
		let good = 0;
		let lastLine: string | null = null;
		let offset = 0;
		for (const line of text.split('\n')) {
			const end = offset + Buffer.byteLength(line) + 1;
			if (line.trim() !== '') {
				const rec = parseRecord(line);
				if (!rec || end > Buffer.byteLength(text)) break;
				lastLine = line;
				this.last = rec.seq;
			}
			good = Math.min(end, Buffer.byteLength(text));
			offset = end;
		}
		if (good < Buffer.byteLength(text)) fs.truncateSync(this.file, good);
		if (lastLine) this.lastHash = sha256(lastLine);
	}
}

function parseRecord(line: string): { seq: number } | null {
	try {
		const rec = JSON.parse(line) as { seq?: unknown };
		return typeof rec.seq === 'number' ? { seq: rec.seq } : null;
	} catch {
		return null;
	}
}

function sha256(text: string): string {
	return createHash('sha256').update(text).digest('hex');
}

/** The ledger's identity (64 hex), made once per data folder and kept in `epoch`. */
export function loadEpoch(root: string): string {
	const file = path.join(root, 'epoch');
	try {
		const text = fs.readFileSync(file, 'utf8').trim();
		if (/^[0-9a-f]{64}$/.test(text)) return text;
	} catch {
		/* first run */
	}
	const epoch = randomBytes(32).toString('hex');
	writeFileAtomic(file, epoch + '\n', 0o644);
	return epoch;
}
