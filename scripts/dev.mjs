// `npm run dev`: a local city on a free port, then `vite dev` proxying /ws, /enroll and the door to it.
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const require = createRequire(import.meta.url);
const viteBin = path.join(path.dirname(require.resolve('vite/package.json')), 'bin', 'vite.js');

const city = spawn(
	process.execPath,
	[
		'--import',
		'tsx',
		path.join(root, 'city', 'main.ts'),
		'--app',
		'',
		'--port',
		process.env.CITY_PORT ?? '0',
		'--allow-origin',
		'http://localhost:5173',
		'--allow-origin',
		'http://127.0.0.1:5173',
		...(process.env.CITY_ROOT ? ['--root', process.env.CITY_ROOT] : [])
	],
	{ cwd: root, stdio: ['ignore', 'pipe', 'inherit'] }
);

let vite = null;
const stop = (code) => {
	for (const child of [vite, city]) if (child && child.exitCode === null) child.kill('SIGTERM');
	process.exitCode = code;
};
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
city.on('exit', (code) => {
	if (!vite) console.error(`dev: the city stopped before it listened (exit ${code})`);
	stop(code ?? 1);
});

// The city prints `open http://127.0.0.1:<port>/mcp#open=<code>`; that origin is what vite proxies to, and the
// open code pairs the dev server's page just as well (the city lets its origin in with --allow-origin).
let buffered = '';
city.stdout.on('data', (chunk) => {
	process.stdout.write(chunk);
	if (vite) return;
	buffered += chunk.toString();
	const m = /open (http:\/\/[^/\s]+)\/(\S*)\n/.exec(buffered);
	if (!m) return;
	const cityUrl = m[1];
	if (m[2].includes('#open=')) {
		console.log(`dev: once vite is up, open http://localhost:5173/${m[2]} (or type the pairing code above)`);
	}
	vite = spawn(process.execPath, [viteBin, 'dev', ...process.argv.slice(2)], {
		cwd: root,
		stdio: 'inherit',
		env: { ...process.env, CITY_URL: cityUrl }
	});
	vite.on('exit', (code) => stop(code ?? 0));
});
