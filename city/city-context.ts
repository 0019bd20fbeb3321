import type { EventRecord } from '../protocol/schemas';
import type { Door } from './door/door';
import type { Ledger } from './storage/ledger';
import type { Store } from './storage/store';
import type { Vault } from './storage/vault';
import type { BrokerSettings } from './domain/toolkits';

/** Everything a session, query or command needs from the running city. */
export interface CityContext {
	cityName: string;
	/** A building under the city (`${cityName}/lab`); the first MCP list lives at `cityName` itself. */
	building: string;
	root: string;
	store: Store;
	ledger: Ledger;
	vault: Vault;
	epoch: string;
	/** The door (pairing, sessions, the city's key); null for a city without one, which admits every hello. */
	door: Door | null;
	mcpDeadlineMs: number;
	probeTimeoutMs: number;
	/** The application broker the directory is read from (`--broker-url`). */
	broker: BrokerSettings;
	env: Record<string, string | undefined>;
	/** Appends an event to the ledger and pushes it to every open socket. */
	emit(kind: string, addr: string | undefined, data: Record<string, unknown>): EventRecord;
	/** Pushes a record already in the ledger to every open socket again (a resent press's acknowledgement). */
	rebroadcast(record: EventRecord): void;
	/** Runs changes one at a time, in arrival order. */
	serial<T>(task: () => Promise<T>): Promise<T>;
	/** Probe idems seen this run (probes change nothing stored, so they are not persisted). */
	probeIdems: Set<string>;
	/** Keeps background clean-up (killing children, closing transports) awaited by `close()`. */
	track(work: Promise<unknown>): void;
}
