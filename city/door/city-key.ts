import fs from 'node:fs';
import path from 'node:path';
import { writeFileAtomic } from '../storage/atomic';
import { randomHex } from './crypto';

export const CITY_KEY_FILE = 'city.key';

/**
 * The city's own key, which programs on this machine and hosts present instead of a session token: the
 * given one (`--token`), else the one in `<root>/city.key`, else a new one written there (0600).
 */
export function loadCityKey(root: string, given?: string | null): string {
	if (given) return given;
	const file = path.join(root, CITY_KEY_FILE);
	try {
		const saved = fs.readFileSync(file, 'utf8').trim();
		if (/^[0-9a-f]{64}$/.test(saved)) return saved;
	} catch {
		/* none yet */
	}
	const key = randomHex(32);
	writeFileAtomic(file, key + '\n', 0o600);
	return key;
}
