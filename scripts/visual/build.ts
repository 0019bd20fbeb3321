// The two Storybooks to compare: the working tree's, and the base's, built in a temporary git worktree.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, lstatSync, mkdtempSync, rmSync, symlinkSync, unlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { onInterrupt } from './interrupt';

/** What `--base` names: a Storybook already built, or a git ref to build one from. */
export type BaseSource = { kind: 'dir'; dir: string } | { kind: 'ref'; ref: string; commit: string; subject: string };

/** Runs git in `cwd`; throws with git's own words when it fails. */
export function git(cwd: string, args: string[]): string {
	const out = spawnSync('git', args, { cwd, encoding: 'utf8' });
	if (out.status !== 0) throw new Error(`git ${args.join(' ')}: ${(out.stderr || out.stdout).trim()}`);
	return out.stdout.trim();
}

/** Reads `--base`: a folder holding `index.json`, else a git ref (default: the merge base with `main`). */
export function resolveBase(cwd: string, base: string | undefined): BaseSource {
	if (base && existsSync(join(base, 'index.json'))) return { kind: 'dir', dir: resolve(base) };
	const ref = base ?? git(cwd, ['merge-base', 'HEAD', 'main']);
	const commit = git(cwd, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
	return {
		kind: 'ref',
		ref: base ?? `merge-base with main`,
		commit,
		subject: git(cwd, ['log', '-1', '--format=%s', commit])
	};
}

/** Builds the Storybook of the tree at `cwd` into `outDir`; rejects with the build's last lines. */
export function buildStorybook(cwd: string, outDir: string): Promise<void> {
	return new Promise((done, fail) => {
		const child = spawn('npx', ['storybook', 'build', '-o', outDir, '--quiet', '--disable-telemetry'], {
			cwd,
			env: { ...process.env, FORCE_COLOR: '0', STORYBOOK_DISABLE_TELEMETRY: '1' },
			stdio: ['ignore', 'pipe', 'pipe']
		});
		let log = '';
		const keep = (chunk: Buffer) => (log = (log + chunk.toString()).slice(-4000));
		child.stdout.on('data', keep);
		child.stderr.on('data', keep);
		child.on('error', fail);
		child.on('close', (code) =>
			code === 0 && existsSync(join(outDir, 'index.json'))
				? done()
				: fail(new Error(`storybook build in ${cwd} failed (exit ${code}):\n${log}`))
		);
	});
}

/**
 * Checks `commit` out into a temporary git worktree under the OS temp dir, with this checkout's node_modules
 * linked in (it never runs npm there), builds its Storybook into `outDir`, and removes the worktree.
 */
export async function buildAtCommit(cwd: string, commit: string, outDir: string): Promise<void> {
	const dir = mkdtempSync(join(tmpdir(), 'visual-base-'));
	const tree = join(dir, 'tree');
	const link = join(tree, 'node_modules');
	const remove = () => {
		// The link goes first, so that nothing removing the worktree can reach this checkout's node_modules.
		if (lstatSync(link, { throwIfNoEntry: false })?.isSymbolicLink()) unlinkSync(link);
		spawnSync('git', ['worktree', 'remove', '--force', tree], { cwd });
		rmSync(dir, { recursive: true, force: true });
		spawnSync('git', ['worktree', 'prune'], { cwd });
	};
	const forget = onInterrupt(remove);
	try {
		git(cwd, ['worktree', 'add', '--detach', '--quiet', tree, commit]);
		symlinkSync(resolve(cwd, 'node_modules'), link, 'dir');
		await buildStorybook(tree, outDir);
	} finally {
		forget();
		remove();
	}
}
