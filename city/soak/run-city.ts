import { startCity, type CityOptions } from '../server';

// A city in its own process for load and kill tests: `node --import tsx city/soak/run-city.ts '<CityOptions JSON>'`.
// Like `city/main.ts`, but it takes every `startCity` option (the MCP deadline among them) and prints
// one machine-readable line, `READY {"url","origin","port"}`, once it listens.
const opts = JSON.parse(process.argv[2] ?? '{}') as CityOptions;
const city = await startCity(opts);
process.stdout.write(`READY ${JSON.stringify({ url: city.url, origin: city.origin, port: city.port })}\n`);
const stop = () =>
	void city.close().then(
		() => process.exit(0),
		() => process.exit(1)
	);
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
