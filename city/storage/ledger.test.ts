import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { canonicalOf, sortKeys } from '../domain/canonical';
import { Ledger } from './ledger';
import { tempDir } from '../testing/harness';

const dirs: string[] = [];
afterEach(async () => {
	for (const d of dirs.splice(0)) await fs.promises.rm(d, { recursive: true, force: true });
});

describe('ledger', () => {
	it('chains records by hash, sorts data keys and survives a torn last line', async () => {
		const dir = await tempDir('city-ledger-');
		dirs.push(dir);
		const file = path.join(dir, 'ledger.jsonl');
		const a = new Ledger(file);
		expect(a.lastSeq).toBeNull();
		expect(a.nextSeq).toBe(1);
		const r1 = a.append('one', 'local/lab', { b: 1, a: { d: 2, c: [{ z: 1, y: 2 }] } });
		const r2 = a.append('two', undefined, {});
		a.close();
		expect(JSON.stringify(r1.data)).toBe('{"a":{"c":[{"y":2,"z":1}],"d":2},"b":1}');
		const lines = fs.readFileSync(file, 'utf8').trim().split('\n');
		expect(r2.prev).toBe(createHash('sha256').update(lines[0]!).digest('hex'));
		expect(r2).not.toHaveProperty('addr');
		// A kill mid-write leaves half a line: it was never acknowledged, so it goes.
		fs.appendFileSync(file, '{"v":1,"seq":3,"pre');
		const b = new Ledger(file);
		expect(b.lastSeq).toBe(2);
		const r3 = b.append('three', undefined, {});
		b.close();
		expect(r3.seq).toBe(3);
		expect(r3.prev).toBe(createHash('sha256').update(lines[1]!).digest('hex'));
		expect(
			fs
				.readFileSync(file, 'utf8')
				.trim()
				.split('\n')
				.map((l) => JSON.parse(l).seq)
		).toEqual([1, 2, 3]);
	});
});

describe('canonical', () => {
	it('follows WIRE.md: upstream canonical, else after the last slash, lower-cased', () => {
		expect(canonicalOf('qwen/qwen3-8b')).toBe('qwen3-8b');
		expect(canonicalOf('Qwen/Qwen3-8B')).toBe('qwen3-8b');
		expect(canonicalOf('a/b/C-1')).toBe('c-1');
		expect(canonicalOf('claude-sonnet-4-5-20250929')).toBe('claude-sonnet-4-5-20250929');
		expect(canonicalOf('x/y', 'Upstream-Id')).toBe('Upstream-Id');
		expect(sortKeys([{ b: 1, a: 2 }])).toEqual([{ a: 2, b: 1 }]);
	});
});
