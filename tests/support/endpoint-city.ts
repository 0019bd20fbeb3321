import { readFile } from 'node:fs/promises';
import net from 'node:net';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { emptyTuning, idem, selectCommand } from '../../city/testing/harness';
import { startFakeProvider, type FakeModel, type FakeProvider } from '../../city/testing/fake-provider';
import { WireClient, wsUrlOf } from '../../city/testing/wire-client';
import type { ProviderAccount } from '../../protocol/schemas/index';

// What the endpoint specs do to a local city as a program of its own (its key, its wire), and read back from it.

const providers: FakeProvider[] = [];
export async function provider(opts: { key?: string; models?: FakeModel[] } = {}): Promise<FakeProvider> {
	const p = await startFakeProvider(opts);
	providers.push(p);
	return p;
}
/** Closes every provider `provider()` started (each spec's afterEach). */
export async function closeProviders(): Promise<void> {
	await Promise.all(providers.splice(0).map((p) => p.close()));
}

export async function deadPort(): Promise<number> {
	const server = net.createServer();
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as net.AddressInfo;
	await new Promise<void>((resolve) => server.close(() => resolve()));
	return port;
}

/** What a test's own program needs to reach the city: its origin, and its key (as a program on this machine). */
export type CityDoor = { origin: string; cityKey: string };

export async function enroll(city: CityDoor, name: string, value: string): Promise<string> {
	const res = await fetch(`${city.origin}/enroll`, {
		method: 'POST',
		headers: { 'content-type': 'application/json', authorization: `Bearer ${city.cityKey}` },
		body: JSON.stringify({ realm: 'providers', name, value })
	});
	expect(res.status).toBe(201);
	return res.text();
}

export type Summary = {
	name: string;
	base_url: string;
	tuning: { accounts: ProviderAccount[] | null; timeout_ms: number | null };
};
export type Chosen = { tag: string; endpoint: string; model: string; max_output_tokens: number | null };

export async function withClient<T>(city: CityDoor, fn: (c: WireClient) => Promise<T>): Promise<T> {
	const c = await WireClient.connect(wsUrlOf(city.origin), { timeoutMs: 30_000, token: city.cityKey });
	try {
		return await fn(c);
	} finally {
		await c.close();
	}
}

export async function attach(
	city: CityDoor,
	a: { name: string; base_url: string; accounts: ProviderAccount[]; timeout_ms?: number }
): Promise<void> {
	await withClient(city, async (c) => {
		c.command({
			attach_endpoint: {
				name: a.name,
				base_url: a.base_url,
				dialect: 'open_ai',
				secret: null,
				auth_header: null,
				admit: [],
				tuning: emptyTuning({ accounts: a.accounts, timeout_ms: a.timeout_ms ?? null }),
				idem: idem()
			}
		});
		await c.nextEvent('endpoint_attached');
	});
}

export async function select(city: CityDoor, s: { endpoint: string; model: string; tag: string; max: number | null }) {
	await withClient(city, async (c) => {
		c.command(selectCommand({ endpoint: s.endpoint, model: s.model, tag: s.tag, max_output_tokens: s.max }));
		await c.nextEvent('model_selected');
	});
}

export async function view(city: CityDoor): Promise<{ endpoints: Summary[]; chosen: Chosen[] }> {
	return withClient(city, (c) => c.answer('endpoint_view' as never));
}

export const endpoint = async (city: CityDoor, name: string) =>
	(await view(city)).endpoints.find((e) => e.name === name);
export const vault = async (root: string) =>
	(JSON.parse(await readFile(join(root, 'vault.json'), 'utf8')) as { secrets: Record<string, string> }).secrets;
