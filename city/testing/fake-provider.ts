import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/** One row of an OpenAI/OpenRouter-style model list; any extra field is passed through. */
export interface FakeModel {
	id: string;
	context_length?: number | null;
	top_provider?: { max_completion_tokens?: number | null };
	architecture?: { input_modalities?: string[] };
	pricing?: { prompt?: string; completion?: string };
	canonical?: string;
	[extra: string]: unknown;
}

export interface FakeProviderOptions {
	/** When set, `/v1/models` answers 401 unless `Authorization: Bearer <key>` is sent. */
	key?: string;
	models?: FakeModel[];
	/** Accept connections and requests but never answer. */
	stall?: boolean;
}

export interface FakeProvider {
	/** `http://127.0.0.1:<port>/v1` */
	baseUrl: string;
	/** Requests seen, newest last (method, path and headers; for assertions). */
	requests: Array<{ method: string; path: string; headers: http.IncomingHttpHeaders }>;
	close(): Promise<void>;
}

/** Two models in OpenRouter's shape (with facts) and one bare one (facts absent). */
export const DEFAULT_FAKE_MODELS: FakeModel[] = [
	{
		id: 'acme/fast-1',
		context_length: 131072,
		top_provider: { max_completion_tokens: 8192 },
		architecture: { input_modalities: ['text', 'image'] },
		pricing: { prompt: '0.0000001', completion: '0.0000004' }
	},
	{
		id: 'acme/Deep-2',
		context_length: 200000,
		architecture: { input_modalities: ['text'] },
		pricing: { prompt: '0.000003', completion: '0.000015' }
	},
	{ id: 'plain-model' }
];

/**
 * A loopback OpenAI-style provider: `GET /v1/models` lists `models`
 * (`{"object":"list","data":[…]}`); anything else is 404.
 */
export async function startFakeProvider(opts: FakeProviderOptions = {}): Promise<FakeProvider> {
	const models = opts.models ?? DEFAULT_FAKE_MODELS;
	const requests: FakeProvider['requests'] = [];
	const sockets = new Set<Socket>();
	const server = http.createServer((req, res) => {
		const path = new URL(req.url ?? '/', 'http://x').pathname;
		requests.push({ method: req.method ?? '', path, headers: req.headers });
		if (opts.stall) return; // never answers; close() ends it
		const json = (status: number, body: unknown) => {
			res.writeHead(status, { 'content-type': 'application/json' });
			res.end(JSON.stringify(body));
		};
		if (req.method !== 'GET' || path !== '/v1/models') return json(404, { error: { message: 'not found' } });
		if (opts.key !== undefined && req.headers.authorization !== `Bearer ${opts.key}`) {
			return json(401, { error: { message: 'invalid api key', type: 'invalid_request_error' } });
		}
		json(200, { object: 'list', data: models.map((m) => ({ object: 'model', ...m })) });
	});
	server.on('connection', (s) => {
		sockets.add(s);
		s.on('close', () => sockets.delete(s));
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return {
		baseUrl: `http://127.0.0.1:${port}/v1`,
		requests,
		close: () =>
			new Promise<void>((resolve) => {
				for (const s of sockets) s.destroy();
				server.close(() => resolve());
			})
	};
}
