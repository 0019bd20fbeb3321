import { existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { CALL_USAGE, runCallCommand } from './call-command';
import { startCity } from './server';
import { REAL_BROKER_URL } from './domain/toolkit-broker';
import { demoBroker } from './testing/fake-broker';

const USAGE = `usage: npm run city -- [options]
  --port N            port to listen on (default 4780; 0 = a free port)
  --host H            address to bind (default 127.0.0.1)
  --root DIR          data folder (default .city-data; holds city.key and devices.json)
  --base PATH         base path the app is served under, e.g. /settings/ai
  --app DIR           built app to serve (default build; '' = none)
  --allow-origin O    another origin the door admits, e.g. the dev server's http://localhost:5173 (repeatable)
  --token T           use T as the city's key instead of the one in <root>/city.key
  --no-door           behave as an older city without a door: no pairing, no credential needed
  --demo              seed attached endpoints from recorded facts, two more tool servers, a made-up usage history
                      and a web search supplier of its own (listed in the city's [search])
  --no-seed           start an empty building instead of server-everything
  --city NAME         the city's name and address (default local; its first MCP list lives there)
  --broker-url URL    the application broker the toolkit directory is read from (default ${REAL_BROKER_URL};
                      with --demo and no --broker-url, a fake broker on loopback)
${CALL_USAGE}`;

/** The CLI: parses flags, starts the city, prints the link to open and the pairing code, stops on SIGINT/SIGTERM. */
async function main(): Promise<void> {
	const { values, positionals } = parseArgs({
		options: {
			port: { type: 'string', default: '4780' },
			host: { type: 'string', default: '127.0.0.1' },
			root: { type: 'string', default: '.city-data' },
			base: { type: 'string', default: '' },
			app: { type: 'string', default: 'build' },
			'allow-origin': { type: 'string', multiple: true, default: [] },
			token: { type: 'string' },
			'no-door': { type: 'boolean', default: false },
			demo: { type: 'boolean', default: false },
			'no-seed': { type: 'boolean', default: false },
			city: { type: 'string', default: 'local' },
			'broker-url': { type: 'string' },
			help: { type: 'boolean', short: 'h', default: false }
		},
		strict: true,
		allowPositionals: true
	});
	if (values.help) {
		console.log(USAGE);
		return;
	}
	// `call <server> <tool> [json]`: one tool call through the city running on --root (see call-command.ts).
	if (positionals[0] === 'call') {
		process.exitCode = await runCallCommand(positionals.slice(1), values.root);
		return;
	}
	if (positionals.length > 0) throw new Error(`unknown command ${positionals[0]}`);
	const port = Number(values.port);
	if (!Number.isInteger(port) || port < 0 || port > 65535)
		throw new Error(`--port ${values.port} is not a port number`);
	const app = values.app === '' ? null : values.app;
	if (app && !existsSync(app)) console.warn(`city: no built app at ${app} (run npm run build); serving the wire only`);
	// Each new code is drawn over the last in a terminal; a log gets one line per code.
	let shown = false;
	let latest: string | null = null;
	const showCode = (code: string) => {
		latest = code;
		if (!shown) return;
		const line = `pairing code ${code}`;
		if (process.stdout.isTTY) process.stdout.write(`\r\x1b[2K${line}`);
		else process.stdout.write(`${line}\n`);
	};
	// A demo city's directory comes from a fake broker of its own (any project key is taken; see docs/local-city.md).
	const fake = values.demo && values['broker-url'] === undefined ? await demoBroker(values.city) : null;
	if (fake) console.log(`a fake application broker answers at ${fake.url}`);
	const city = await startCity({
		root: values.root,
		port,
		host: values.host,
		app: app && existsSync(app) ? app : null,
		base: values.base,
		allowOrigins: values['allow-origin'],
		token: values.token ?? null,
		door: !values['no-door'],
		onPairingCode: showCode,
		demo: values.demo,
		seed: !values['no-seed'],
		cityName: values.city,
		brokerUrl: fake?.url ?? values['broker-url'] ?? REAL_BROKER_URL
	});
	console.log(`city ${city.city} (first MCP list at ${city.city}) is listening; data in ${city.root}`);
	if (city.searchSupplier) console.log(`the demo's web search supplier "corpus" answers at ${city.searchSupplier}`);
	if (city.pairingCode === null) {
		console.log(`open ${city.url}`);
	} else {
		// A fresh open code: the first click pairs that browser and opens the tool servers (once, within two minutes).
		console.log(`open ${city.url}mcp#open=${city.mintOpenCode()}`);
		console.log(`another browser pairs with the code below; programs on this machine use ${city.root}/city.key`);
		shown = true;
		if (latest) showCode(latest);
	}
	let stopping = false;
	const stop = () => {
		if (stopping) return;
		stopping = true;
		if (shown && process.stdout.isTTY) process.stdout.write('\n');
		Promise.all([city.close(), fake?.close()]).then(
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
