import readline from 'node:readline';
import { startCity, type CityOptions } from '../server';

// A city in its own process for load and kill tests: `node --import tsx city/soak/run-city.ts '<CityOptions JSON>'`.
// Like `city/main.ts`, but it takes every `startCity` option (the MCP deadline among them) and prints
// machine-readable lines: `READY {"url","origin","port"}` once it listens, `PAIRING <code>` for each pairing
// code, and `OPEN <code>` for each line `open` it reads on stdin (a fresh open code).
const opts = JSON.parse(process.argv[2] ?? '{}') as CityOptions;
const city = await startCity({ ...opts, onPairingCode: (code) => process.stdout.write(`PAIRING ${code}\n`) });
process.stdout.write(`READY ${JSON.stringify({ url: city.url, origin: city.origin, port: city.port })}\n`);
readline.createInterface({ input: process.stdin }).on('line', (line) => {
	if (line.trim() === 'open') process.stdout.write(`OPEN ${city.mintOpenCode()}\n`);
});
const stop = () =>
	void city.close().then(
		() => process.exit(0),
		() => process.exit(1)
	);
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
