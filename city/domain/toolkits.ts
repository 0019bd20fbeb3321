import type { ConnectToolkit, EventRecord, ToolkitsAnswer } from '../../protocol/schemas';
import { BROKER_KEY_REFERENCE, TOOLKIT_LINK_OPENED } from '../../protocol/schemas';
import type { CityContext } from '../city-context';
import { axError, Refused, refuse } from '../wire/refusal';
import { SecretUnavailable } from '../storage/vault';
import { connect, shelf, type BrokerAt } from './toolkit-broker';

/** Where the city's broker answers and how long one call may take (`--broker-url`). */
export interface BrokerSettings {
	url: string;
	deadlineMs: number;
}

/**
 * The broker bound to the city's project key, or null when none is enrolled (the first step, not a failure).
 * A vault that cannot answer is a refusal, as in the city's `broker_for`.
 */
function brokerFor(ctx: CityContext): BrokerAt | null {
	if (ctx.vault.poisoned)
		refuse(
			'E_STORAGE_FATAL',
			"read the broker's project key",
			'the vault lock is poisoned',
			'restart the server; the vault reopens with it'
		);
	try {
		return { base: ctx.broker.url, deadlineMs: ctx.broker.deadlineMs, key: ctx.vault.redeem(BROKER_KEY_REFERENCE) };
	} catch (err) {
		if (!(err instanceof SecretUnavailable) || err.state === 'unread')
			// The local vault's own reason (its file could not be read); the real city's words are its custodian's.
			return refuse(
				'E_STORAGE_FATAL',
				"read the broker's project key",
				err instanceof Error ? err.message : String(err),
				"check vault.json in the city's data folder, then ask again"
			);
		// The city reads a key it cannot redeem (E_CREDENTIAL_MISSING) as none enrolled.
		return null;
	}
}

/** The answer to `toolkits` (WIRE.md §11.9): read from the broker now; the city stores no standing. */
export async function toolkitsAnswer(ctx: CityContext): Promise<ToolkitsAnswer> {
	let at: BrokerAt | null;
	try {
		at = brokerFor(ctx);
		if (at === null) return 'unenrolled';
		return { shelf: { toolkits: await shelf(at, ctx.cityName) } };
	} catch (err) {
		if (err instanceof Refused) return { refused: { refusal: err.ax } };
		throw err;
	}
}

/** The record each press wrote, so a resend of it is acknowledged rather than opening a second session. */
const opened = new WeakMap<CityContext, Map<string, EventRecord>>();

/**
 * `connect_toolkit` (WIRE.md §12.7): opens a consent session at the broker and records the request, the slug
 * only (never the standing, never the consent URL: a capability). The URL arrives on the next `toolkits`.
 */
export async function connectToolkit(ctx: CityContext, cmd: ConnectToolkit): Promise<void> {
	const presses = opened.get(ctx) ?? new Map<string, EventRecord>();
	opened.set(ctx, presses);
	const earlier = presses.get(cmd.idem);
	if (earlier) return ctx.rebroadcast(earlier);
	const at = brokerFor(ctx);
	if (at === null)
		throw new Refused(
			axError(
				'E_CREDENTIAL_MISSING',
				'connect an outside application',
				'this city holds no project key for the broker',
				"store the broker's project key on the MCP page, then try again"
			)
		);
	await connect(at, cmd.toolkit, ctx.cityName);
	presses.set(cmd.idem, ctx.emit(TOOLKIT_LINK_OPENED, undefined, { toolkit: cmd.toolkit }));
}
