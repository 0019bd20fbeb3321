import fs from 'node:fs';
import path from 'node:path';
import type { DeviceLine } from '../../protocol/schemas';
import { removeStaleTemps, writeFileAtomic } from '../storage/atomic';
import { decodeHex, deviceIdOf } from './crypto';

/** One paired browser as stored: its public key only, never anything that could sign. */
export interface DeviceRow {
	id: string;
	label: string;
	public_key: string;
	paired_at: number;
	last_seen: number | null;
}

export const DEVICES_FILE = 'devices.json';

/** The paired browsers, in `<root>/devices.json`, rewritten whole and atomically after each pairing or forgetting. */
export class DevicesTable {
	private readonly file: string;
	private rows = new Map<string, DeviceRow>();

	constructor(root: string) {
		this.file = path.join(root, DEVICES_FILE);
		removeStaleTemps(this.file);
		if (!fs.existsSync(this.file)) return;
		try {
			const saved = JSON.parse(fs.readFileSync(this.file, 'utf8')) as { devices: DeviceRow[] };
			for (const r of saved.devices) {
				const key = decodeHex(r.public_key, 32);
				if (!key) throw new Error(`a public key is not 64 hex characters`);
				// The id is the key's, whatever the file says.
				const id = deviceIdOf(key);
				this.rows.set(id, { ...r, id, public_key: r.public_key.toLowerCase(), last_seen: r.last_seen ?? null });
			}
		} catch (err) {
			throw new Error(
				`read the paired browsers: move the file aside to pair every browser again; it holds public keys only (${this.file}: ${(err as Error).message})`
			);
		}
	}

	get(id: string): DeviceRow | undefined {
		return this.rows.get(id);
	}

	/** Every row, sorted by id (the real city keeps them in a sorted map). */
	list(): DeviceRow[] {
		return [...this.rows.values()].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
	}

	lines(): DeviceLine[] {
		return this.list().map(({ id, label, paired_at, last_seen }) => ({ id, label, paired_at, last_seen }));
	}

	/** Adds or replaces a row; the file is written first, so a failed write leaves the browser unpaired. */
	put(row: DeviceRow): void {
		const next = new Map(this.rows);
		next.set(row.id, row);
		this.write(next);
		this.rows = next;
	}

	/** Removes a row (written first); false when there was none. */
	remove(id: string): boolean {
		if (!this.rows.has(id)) return false;
		const next = new Map(this.rows);
		next.delete(id);
		this.write(next);
		this.rows = next;
		return true;
	}

	/** A session opened: kept in memory and written with the next change, as the real city does. */
	touch(id: string, now: number): void {
		const row = this.rows.get(id);
		if (row) row.last_seen = now;
	}

	private write(rows: Map<string, DeviceRow>): void {
		const devices = [...rows.values()].sort((a, b) => (a.id < b.id ? -1 : 1));
		writeFileAtomic(this.file, JSON.stringify({ devices }, null, '\t') + '\n');
	}
}
