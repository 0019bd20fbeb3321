#!/usr/bin/env node
// `npm test`: every check the project has. Independent suites run side by side
// where they share no ports or state; each prints with its own prefix.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

function ensureChromium() {
	let path = findChromium();
	if (path) return path;
	const root = process.getuid?.() === 0;
	const apt = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0;
	if (root && apt) {
		console.log('[setup] Installing Debian Chromium (apt-get install -y chromium)…');
		const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
		spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
		spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
		path = findChromium();
		if (path) return path;
	}
	console.error(
		"No Chromium found. Install Debian's (as root: apt-get update && apt-get install -y chromium),\n" +
			'or point CHROMIUM_PATH at a Chromium executable, then run npm test again.'
	);
	process.exit(1);
}

/** Whether fontconfig knows a font with Chinese glyphs (else Chromium draws every Chinese character as a box). */
function hasCjkFont() {
	const out = spawnSync('fc-list', [':lang=zh', 'family'], { encoding: 'utf8' });
	return out.status === 0 && out.stdout.trim() !== '';
}

// The Chinese stories and pages are checked for overflow and wrapping; with boxes for glyphs that checks nothing.
function ensureCjkFont() {
	if (hasCjkFont()) return;
	const root = process.getuid?.() === 0;
	const apt = spawnSync('sh', ['-c', 'command -v apt-get'], { encoding: 'utf8' }).status === 0;
	if (root && apt) {
		console.log('[setup] Installing a CJK font (apt-get install -y fonts-noto-cjk)…');
		const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
		spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
		spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'fonts-noto-cjk'], {
			stdio: 'inherit',
			env
		});
		if (hasCjkFont()) return;
	}
	console.error(
		"No font with Chinese glyphs found, so the Chinese checks would measure boxes. Install Debian's\n" +
			'(as root: apt-get update && apt-get install -y fonts-noto-cjk), or any Noto Sans CJK / Source Han Sans /\n' +
			'WenQuanYi font fontconfig can see (fc-list :lang=zh), then run npm test again.'
	);
	process.exit(1);
}

/** Runs one named step, prefixing its output; resolves with its exit code. */
function run(name, command, args, env = {}) {
	return new Promise((resolve) => {
		const started = Date.now();
		const child = spawn(command, args, {
			env: { ...process.env, FORCE_COLOR: '0', ...env },
			stdio: ['ignore', 'pipe', 'pipe']
		});
		const prefix = (chunk) =>
			chunk
				.toString()
				.split('\n')
				.filter((l) => l.length)
				.map((l) => `[${name}] ${l}\n`)
				.join('');
		child.stdout.on('data', (c) => process.stdout.write(prefix(c)));
		child.stderr.on('data', (c) => process.stderr.write(prefix(c)));
		child.on('close', (code) => {
			const secs = ((Date.now() - started) / 1000).toFixed(0);
			console.log(`[${name}] ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${secs} s`);
			resolve({ name, code: code ?? 1 });
		});
	});
}

const chromium = ensureChromium();
ensureCjkFont();
const env = { CHROMIUM_PATH: chromium };
const results = [];
const started = Date.now();

// Static checks and the node-side unit tests (including the local city) share nothing.
results.push(
	...(await Promise.all([
		run('check', 'sh', [
			'-c',
			'npx svelte-kit sync && npx svelte-check --tsconfig ./tsconfig.json --fail-on-warnings --output machine'
		]),
		run('lint', 'npx', ['eslint', '.']),
		run('format', 'npx', ['prettier', '--check', '--log-level', 'warn', '.']),
		run('unit', 'npx', ['vitest', 'run', '--project', 'unit'], env)
	]))
);

// The bundles the browser suites load: the app at the root and under a base path, and Storybook.
results.push(
	await run('build', 'npx', ['vite', 'build', '--logLevel', 'warn', '--bypass-lock'], {
		BUILD_DIR: 'build',
		BASE_PATH: ''
	})
);
results.push(
	await run('build-base', 'npx', ['vite', 'build', '--logLevel', 'warn', '--bypass-lock'], {
		BUILD_DIR: 'build-base',
		BASE_PATH: '/settings/ai'
	})
);
// The embed (`build-embed/city-settings.js`) and the library as a user installs it (`.pack/city-settings-<version>.tgz`,
// `npm pack` runs `npm run package` first): the embed budget and the example hosts load them.
results.push(
	await run('build-embed', 'npx', ['vite', 'build', '--config', 'vite.embed.config.ts', '--logLevel', 'warn'])
);
mkdirSync('.pack', { recursive: true });
results.push(await run('pack', 'npm', ['pack', '--pack-destination', '.pack', '--silent']));
if (existsSync('.storybook')) {
	results.push(await run('storybook-build', 'npm', ['run', 'build-storybook']));
	// `npm run visual` in short, over that build: a handful of stories against themselves and against one edit.
	results.push(await run('visual', 'npx', ['vitest', 'run', '--project', 'visual'], env));
}

// Browser suites: component tests in Vitest's browser mode, then Playwright against the local city.
results.push(await run('component', 'npx', ['vitest', 'run', '--project', 'component'], env));
results.push(await run('e2e', 'npx', ['playwright', 'test'], { ...env, SKIP_BUILD: '1' }));

const failed = results.filter((r) => r.code !== 0);
const minutes = ((Date.now() - started) / 60000).toFixed(1);
console.log(`\nnpm test finished in ${minutes} min`);
for (const r of results) console.log(`  ${r.code === 0 ? 'ok  ' : 'FAIL'} ${r.name}`);
console.log(`checks: ${results.length - failed.length} passed, ${failed.length} failed`);
e2eDigest();
process.exit(failed.length ? 1 : 0);

// CI keeps only the end of the log: each failed (or retried) end-to-end test's first lines of error, last.
function e2eDigest() {
	if (!existsSync('test-results/e2e.json')) return;
	const report = JSON.parse(readFileSync('test-results/e2e.json', 'utf8'));
	const lines = [];
	const walk = (suite) => {
		for (const s of suite.suites ?? []) walk(s);
		for (const spec of suite.specs ?? [])
			for (const t of spec.tests)
				for (const r of t.results)
					if (r.status !== 'passed' && r.status !== 'skipped') {
						const error = (r.error?.message ?? r.status).replace(/\u001b\[[0-9;]*m/g, '');
						lines.push(`[${t.projectName}] ${spec.file}:${spec.line} ${spec.title}`);
						lines.push(
							...error
								.split('\n')
								.slice(0, 12)
								.map((l) => `    ${l.slice(0, 200)}`)
						);
					}
	};
	for (const s of report.suites ?? []) walk(s);
	if (lines.length)
		console.log(`\nend-to-end tests that failed (a retry may have passed), first lines:\n${lines.join('\n')}`);
}
