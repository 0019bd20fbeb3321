import type { Command, CommandVerb } from './schemas/commands';
import type { AxError } from './schemas/refusal';

/** What an event must show to confirm a command: its kind, address and (for probes) data. */
export interface ConfirmingEvent {
	kind: string;
	addr?: string | null;
	data?: Record<string, unknown>;
}

type PayloadOf<V extends CommandVerb> = Extract<Command, { [K in V]: unknown }>[V];

interface CommandRule<V extends CommandVerb> {
	/** The `action` words the city's refusal of this command carries (e.g. `select model for main`). */
	action: (payload: PayloadOf<V>) => string;
	/** Whether an event confirms the command; `null` for a command the city writes no event for. */
	confirmedBy: ((payload: PayloadOf<V>, event: ConfirmingEvent) => boolean) | null;
}

/**
 * Each command's life, defined once (WIRE.md §8, §12): how the city names it in a refusal, and which
 * event confirms it. The app ties a refusal to a press only by this exact `action` (never by a
 * substring), and the local city writes the same words. `configure_building` and `select_model` are
 * spelled as in the city's example refusals; the others as the local city spells them.
 */
export const COMMAND_RULES: { [V in CommandVerb]: CommandRule<V> } = {
	configure_building: {
		action: (p) => `configure building ${p.addr}`,
		confirmedBy: (p, e) => e.kind === 'building_configured' && e.addr === p.addr
	},
	probe_endpoint: {
		action: (p) => `probe endpoint ${p.name}`,
		// The one event whose data the wire defines (WIRE.md §12.2).
		confirmedBy: (p, e) => e.kind === 'endpoint_probed' && e.data?.name === p.name
	},
	attach_endpoint: {
		action: (p) => `attach endpoint ${p.name}`,
		confirmedBy: (_p, e) => e.kind === 'endpoint_attached'
	},
	select_model: {
		action: (p) => `select model for ${p.tag}`,
		confirmedBy: (_p, e) => e.kind === 'model_selected'
	},
	forget_secret: { action: (p) => `forget key ${p.reference}`, confirmedBy: null },
	// Its proof is the `devices` answer asked again (and, for this browser, the socket the city closes).
	forget_device: { action: (p) => `forget device ${p.device}`, confirmedBy: null },
	// The words of the real city's refusal of a `[search]` it will not write: its layer reader's, naming no
	// command (docs/wire-provenance.md). The local city refuses every `configure_city` with them.
	configure_city: {
		action: () => 'read a configuration layer',
		// `rules_changed {scope: city, which: CONFIG.toml}` (Command/Step.lean §8-61); only the kind is read.
		confirmedBy: (_p, e) => e.kind === 'rules_changed'
	},
	// The city's own words for a missing key; broker failures carry the broker's actions (wire-provenance.md).
	connect_toolkit: {
		action: () => 'connect an outside application',
		confirmedBy: (p, e) => e.kind === 'toolkit_link_opened' && e.data?.toolkit === p.toolkit
	}
};

export function verbOf(command: Command): CommandVerb {
	return Object.keys(command)[0] as CommandVerb;
}

function rule(command: Command): { payload: never; rule: CommandRule<CommandVerb> } {
	const verb = verbOf(command);
	return {
		payload: (command as Record<string, unknown>)[verb] as never,
		rule: COMMAND_RULES[verb] as CommandRule<CommandVerb>
	};
}

/** The `action` words of a command as the city states them in a refusal. */
export function actionOf(command: Command): string {
	const r = rule(command);
	return r.rule.action(r.payload);
}

/** Whether an uncorrelated refusal concerns this command: its `action` is exactly the command's. */
export function refusalConcerns(command: Command, refusal: Pick<AxError, 'action'>): boolean {
	return refusal.action === actionOf(command);
}

/** Whether an event confirms this command; always false for a command the city writes no event for. */
export function eventConfirms(command: Command, event: ConfirmingEvent): boolean {
	const r = rule(command);
	return r.rule.confirmedBy?.(r.payload, event) ?? false;
}

/** Whether the city writes an event for this command at all. */
export function writesEvent(command: Command): boolean {
	return rule(command).rule.confirmedBy !== null;
}
