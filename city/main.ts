import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { isLocalHost } from './transport/loopback';
import { startCity } from './server';

const USAGE = `usage: npm run city -- [options]
  --port N            port to listen on (default 4780; 0 = a free port)
  --host H            address to bind (default 127.0.0.1; beyond loopback needs --token)
  --root DIR          data folder (default .city-data)
  --base PATH         base path the app is served under, e.g. /settings/ai
  --app DIR           built app to serve (default build; '' = none)
  --allow-origin O    another origin allowed to open /ws (repeatable)
  --token T           pairing token (generated when binding beyond loopback)
  --demo              seed attached endpoints from recorded facts
  --no-seed           start an empty building instead of server-everything
  --city NAME         the city's name and address (default local; its first MCP list lives there)`;

/** The CLI: parses flags, starts the city, prints the URL to open, stops on SIGINT/SIGTERM. */
async function main(): Promise<void> {
	const { values } = parseArgs({
		options: {
			port: { type: 'string', default: '4780' },
			host: { type: 'string', default: '127.0.0.1' },
			root: { type: 'string', default: '.city-data' },
			base: { type: 'string', default: '' },
			app: { type: 'string', default: 'build' },
			'allow-origin': { type: 'string', multiple: true, default: [] },
			token: { type: 'string' },
			demo: { type: 'boolean', default: false },
			'no-seed': { type: 'boolean', default: false },
			city: { type: 'string', default: 'local' },
			help: { type: 'boolean', short: 'h', default: false }
		},
		strict: true
	});
	if (values.help) {
		console.log(USAGE);
		return;
	}
	const port = Number(values.port);
	if (!Number.isInteger(port) || port < 0 || port > 65535)
		throw new Error(`--port ${values.port} is not a port number`);
	let token = values.token ?? null;
	if (!token && !isLocalHost(values.host)) {
		// Beyond loopback the page must prove it was handed the link; make one up rather than refuse to start.
		token = randomBytes(16).toString('hex');
	}
	const app = values.app === '' ? null : values.app;
	if (app && !existsSync(app)) console.warn(`city: no built app at ${app} (run npm run build); serving the wire only`);
	const city = await startCity({
		root: values.root,
		port,
		host: values.host,
		app: app && existsSync(app) ? app : null,
		base: values.base,
		allowOrigins: values['allow-origin'],
		token,
		demo: values.demo,
		seed: !values['no-seed'],
		cityName: values.city
	});
	const url = token ? `${city.url}?token=${encodeURIComponent(token)}` : city.url;
	console.log(`city ${city.city} (first MCP list at ${city.city}) is listening; data in ${city.root}`);
	console.log(`open ${url}`);
	let stopping = false;
	const stop = () => {
		if (stopping) return;
		stopping = true;
		city.close().then(
			() => process.exit(0),
			() => process.exit(1)
		);
	};
	process.on('SIGINT', stop);
	process.on('SIGTERM', stop);
}

main().catch((err: unknown) => {
	console.error(`city: ${(err as Error).message ?? err}`);
	console.error(USAGE);
	process.exit(2);
});
