import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Replaces `file` so that a crash at any instant leaves either the old or the
 * new content: write a temp file beside it, fsync, rename, fsync the folder.
 */
export function writeFileAtomic(file: string, data: string, mode = 0o600): void {
	const tmp = path.join(
		path.dirname(file),
		`.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`
	);
	const fd = fs.openSync(tmp, 'w', mode);
	try {
		fs.writeSync(fd, data);
		fs.fsyncSync(fd);
	} finally {
		fs.closeSync(fd);
	}
	try {
		// The umask may have narrowed the mode; a wider one is never wanted here.
		fs.chmodSync(tmp, mode);
		fs.renameSync(tmp, file);
	} catch (err) {
		fs.rmSync(tmp, { force: true });
		throw err;
	}
	fsyncDir(path.dirname(file));
}

/** Makes a rename durable; some file systems refuse to open a folder, which is fine. */
export function fsyncDir(dir: string): void {
	let fd: number | undefined;
	try {
		fd = fs.openSync(dir, 'r');
		fs.fsyncSync(fd);
	} catch {
		/* not supported here */
	} finally {
		if (fd !== undefined) fs.closeSync(fd);
	}
}

/** Removes temp files a kill left behind mid-write (they never became the file, so nothing is lost). */
export function removeStaleTemps(file: string): void {
	const dir = path.dirname(file);
	const prefix = `.${path.basename(file)}.`;
	for (const name of fs.readdirSync(dir)) {
		if (name.startsWith(prefix) && name.endsWith('.tmp')) fs.rmSync(path.join(dir, name), { force: true });
	}
}
