import type {
	AttachEndpoint,
	ConnectToolkit,
	ConfigureBuilding,
	ConfigureCity,
	ForgetDevice,
	ForgetSecret,
	ProbeEndpoint,
	SelectModel
} from '../../protocol/schemas';
import { knownBuilding } from './answers';
import { canonicalOf } from '../domain/canonical';
import type { Verb } from './client-frames';
import { actionOf } from '../../protocol/command-rules';
import type { Command } from '../../protocol/schemas';
import type { CityContext } from '../city-context';
import { probe, probedData } from '../domain/probe';
import { connectToolkit } from '../domain/toolkits';
import { nearby, refuse } from './refusal';
import type { StoredEndpoint, StoredModel } from '../storage/store';
import { normalizeBaseUrl, validateMcpList, validateTuning } from '../domain/config-checks';
import { checkThreshold, citySearch, configureCity, writeThreshold } from '../domain/city-settings';

/**
 * Runs one command (WIRE.md §12). Success shows as an event; failure throws
 * `Refused`, and then nothing stored has changed. A repeated idem is a resend
 * of a press already applied: it is not applied again, but acknowledged again
 * (see `acknowledgedAgain`), so a page that resent after a drop is not left waiting.
 */
export async function runCommand(
	ctx: CityContext,
	verb: Verb,
	body: Record<string, unknown>,
	from: { loopback: boolean } = { loopback: false }
): Promise<void> {
	const action = actionOf({ [verb]: body } as Command);
	switch (verb) {
		case 'configure_building':
			return ctx.serial(async () => configureBuilding(ctx, body as ConfigureBuilding, action));
		case 'probe_endpoint':
			return probeEndpoint(ctx, body as ProbeEndpoint, action);
		case 'attach_endpoint':
			return ctx.serial(() => attachEndpoint(ctx, body as AttachEndpoint, action));
		case 'select_model':
			return ctx.serial(async () => selectModel(ctx, body as SelectModel, action));
		case 'forget_secret':
			return ctx.serial(async () => forgetSecret(ctx, body as ForgetSecret, action));
		case 'forget_device':
			return ctx.serial(async () => forgetDevice(ctx, body as ForgetDevice, action, from.loopback));
		case 'configure_city':
			return ctx.serial(async () => cityCommand(ctx, body as ConfigureCity, action));
		case 'connect_toolkit':
			// Not queued behind other changes: it writes nothing but its event, and a slow broker must not hold them.
			return connectToolkit(ctx, body as ConnectToolkit);
	}
}

/**
 * Revokes a paired browser (WIRE.md §11.7). As in the real city an unknown id is not refused (the table is left
 * as it is) and no event is written, so a resend is harmless: the page asks `devices` again.
 */
function forgetDevice(ctx: CityContext, cmd: ForgetDevice, action: string, loopback: boolean): void {
	if (!ctx.door)
		refuse(
			'E_INVALID_ARGS',
			action,
			'this city has no door, so no browser is paired here',
			'nothing to forget: browsers open this city without pairing'
		);
	if (!loopback)
		refuse(
			'E_GATE_DENIED',
			action,
			"the command comes from beyond the city's own machine",
			'forget the browser from a page opened on the machine the city runs on'
		);
	try {
		ctx.door.forget(cmd.device);
	} catch (err) {
		console.error(`city: could not write the paired browsers: ${(err as Error).message}`);
		refuse(
			'E_STORAGE_FATAL',
			action,
			'the city could not write its table of paired browsers, so the browser is still paired',
			'check the city directory is writable, then forget the browser again',
			{ retry: 'unknown' }
		);
	}
}

/**
 * For a press already applied: sends the record it wrote again, or, when a kill came between the state
 * write and the ledger write, writes that record now. Returns false for a new press.
 */
function acknowledgedAgain(
	ctx: CityContext,
	idem: string,
	kind: string,
	addr: string | undefined,
	data: () => Record<string, unknown>
): boolean {
	if (!ctx.store.seen(idem)) return false;
	const earlier = ctx.ledger.findByIdem(idem);
	if (earlier) ctx.rebroadcast(earlier);
	else ctx.emit(kind, addr, { ...data(), idem });
	return true;
}

function configureBuilding(ctx: CityContext, cmd: ConfigureBuilding, action: string): void {
	const addr = knownBuilding(ctx, cmd.addr, 'configure building');
	const threshold = cmd.context_second_threshold ?? null;
	const data = () => ({
		mcp: ctx.store.current.buildings[addr]?.mcp ?? null,
		...(threshold !== null ? { context_second_threshold: threshold } : {})
	});
	if (acknowledgedAgain(ctx, cmd.idem, 'building_configured', addr, data)) return;
	// Every face is judged before any is written, so a refused frame changes nothing.
	if (cmd.mcp != null) validateMcpList(cmd.mcp, action);
	if (threshold !== null) {
		checkThreshold(threshold, action);
		writeThreshold(ctx, addr, threshold, action);
	}
	if (cmd.mcp == null) {
		// `null` leaves the list alone; the press still counts, and says so.
		ctx.store.update(cmd.idem, () => {});
	} else {
		const mcp = cmd.mcp;
		ctx.store.update(cmd.idem, (s) => {
			s.buildings[addr] = { mcp };
		});
	}
	ctx.emit('building_configured', addr, { ...data(), idem: cmd.idem });
}

/** `configure_city` (WIRE.md §12.6): the city's own layer, then `rules_changed` for the city's file. */
function cityCommand(ctx: CityContext, cmd: ConfigureCity, action: string): void {
	const data = () => ({ scope: 'city', which: 'CONFIG.json' });
	if (acknowledgedAgain(ctx, cmd.idem, 'rules_changed', ctx.cityName, data)) return;
	configureCity(ctx, cmd, action);
	ctx.store.update(cmd.idem, () => {});
	ctx.emit('rules_changed', ctx.cityName, { ...data(), idem: cmd.idem });
}

async function probeEndpoint(ctx: CityContext, cmd: ProbeEndpoint, action: string): Promise<void> {
	if (ctx.probeIdems.has(cmd.idem)) return;
	const baseUrl = normalizeBaseUrl(cmd.base_url, action);
	validateTuning(cmd.tuning, action);
	ctx.probeIdems.add(cmd.idem);
	const accounts =
		cmd.tuning.accounts ?? ctx.store.current.endpoints.find((e) => e.name === cmd.name)?.tuning.accounts ?? null;
	const result = await probe(
		{
			baseUrl,
			dialect: cmd.dialect,
			secret: cmd.secret ?? null,
			authHeader: cmd.auth_header ?? null,
			tuning: { ...cmd.tuning, accounts }
		},
		{ vault: ctx.vault, env: ctx.env, timeoutMs: ctx.probeTimeoutMs }
	);
	ctx.emit('endpoint_probed', undefined, probedData(cmd.name, baseUrl, result));
}

async function attachEndpoint(ctx: CityContext, cmd: AttachEndpoint, action: string): Promise<void> {
	if (
		acknowledgedAgain(ctx, cmd.idem, 'endpoint_attached', undefined, () => ({ name: cmd.name, base_url: cmd.base_url }))
	)
		return;
	const baseUrl = normalizeBaseUrl(cmd.base_url, action);
	validateTuning(cmd.tuning, action);
	const admit = [...cmd.admit];
	if (new Set(admit).size !== admit.length)
		refuse('E_INVALID_ARGS', action, 'a model id is admitted twice', 'name each model once, then attach again');
	const old = ctx.store.current.endpoints.find((e) => e.name === cmd.name);
	// `accounts: null` keeps the stored list; a present list replaces it whole.
	const tuning = { ...cmd.tuning, accounts: cmd.tuning.accounts ?? old?.tuning.accounts ?? null };
	const result = await probe(
		{ baseUrl, dialect: cmd.dialect, secret: cmd.secret ?? null, authHeader: cmd.auth_header ?? null, tuning },
		{ vault: ctx.vault, env: ctx.env, timeoutMs: ctx.probeTimeoutMs }
	);
	const listed = new Map(result.stored.map((m) => [m.id, m]));
	const models: StoredModel[] =
		admit.length === 0 ? result.stored : admit.map((id) => listed.get(id) ?? namedModel(id));
	const endpoint: StoredEndpoint = {
		name: cmd.name,
		base_url: baseUrl,
		dialect: cmd.dialect,
		secret: cmd.secret ?? null,
		auth_header: cmd.auth_header ?? null,
		admit,
		tuning,
		models
	};
	const ids = new Set(models.map((m) => m.id));
	const dropped = ctx.store.current.chosen
		.filter((c) => c.endpoint === cmd.name && !ids.has(c.model))
		.map((c) => c.tag);
	ctx.store.update(cmd.idem, (s) => {
		const i = s.endpoints.findIndex((e) => e.name === cmd.name);
		if (i >= 0) s.endpoints[i] = endpoint;
		else s.endpoints.push(endpoint);
		// A choice whose model the endpoint no longer offers cannot stand.
		s.chosen = s.chosen.filter((c) => !(c.endpoint === cmd.name && !ids.has(c.model)));
	});
	ctx.emit('endpoint_attached', undefined, {
		name: cmd.name,
		base_url: baseUrl,
		dialect: cmd.dialect,
		models: models.map((m) => m.id),
		listed: result.failed === undefined,
		// How far the attach's own model-list read got, so the page can say why it failed.
		reach: result.reach,
		...(result.failed ? { failed: result.failed } : {}),
		dropped_choices: dropped,
		idem: cmd.idem
	});
}

/** An admitted id the endpoint did not list: every fact absent (WIRE.md §11.3 `listing`). */
function namedModel(id: string): StoredModel {
	return {
		id,
		context_tokens: null,
		max_output_tokens: null,
		input_modalities: [],
		input_price: null,
		output_price: null,
		canonical: canonicalOf(id),
		listing: 'named'
	};
}

function selectModel(ctx: CityContext, cmd: SelectModel, action: string): void {
	const chosenNow = () => ({ ...(ctx.store.current.chosen.find((c) => c.tag === cmd.tag) ?? { tag: cmd.tag }) });
	if (acknowledgedAgain(ctx, cmd.idem, 'model_selected', undefined, chosenNow)) return;
	const endpoints = ctx.store.current.endpoints;
	const endpoint = endpoints.find((e) => e.name === cmd.endpoint);
	if (!endpoint) {
		refuse(
			'E_INVALID_ARGS',
			action,
			`no endpoint ${cmd.endpoint} is attached`,
			'attach the endpoint first, or pick one that is attached',
			{
				nearby: nearby(
					cmd.endpoint,
					endpoints.map((e) => e.name)
				)
			}
		);
	}
	if (!endpoint.models.some((m) => m.id === cmd.model)) {
		refuse(
			'E_INVALID_ARGS',
			action,
			`${endpoint.name} lists no model ${cmd.model}`,
			`pick one of the models ${endpoint.name} lists, then select again`,
			{
				nearby: nearby(
					cmd.model,
					endpoint.models.map((m) => m.id)
				)
			}
		);
	}
	const choice = {
		tag: cmd.tag,
		endpoint: cmd.endpoint,
		model: cmd.model,
		context_tokens: cmd.context_tokens ?? null,
		max_output_tokens: cmd.max_output_tokens ?? null,
		input: cmd.input ?? null
	};
	ctx.store.update(cmd.idem, (s) => {
		s.chosen = [...s.chosen.filter((c) => c.tag !== cmd.tag), choice];
	});
	ctx.emit('model_selected', undefined, { ...choice, idem: cmd.idem });
}

function forgetSecret(ctx: CityContext, cmd: ForgetSecret, action: string): void {
	if (ctx.store.seen(cmd.idem)) return;
	const ref = cmd.reference;
	const users = usersOf(ctx, ref);
	if (users.length > 0) {
		refuse(
			'E_INVALID_ARGS',
			action,
			`${ref} is still used by ${users.join(', ')}`,
			`remove ${ref} from ${users[0]} first, then forget the key`
		);
	}
	const variable = ctx.vault.envSupplier(ref);
	if (variable) {
		refuse(
			'E_INVALID_ARGS',
			action,
			`the environment variable ${variable} supplies ${ref}`,
			`unset ${variable} where the city is started, then restart the city`
		);
	}
	const problem = ctx.vault.openProblem();
	if (problem)
		refuse('E_STORAGE_FATAL', action, problem, 'restart the city, or fix the vault file, then forget the key again', {
			retry: 'unknown'
		});
	ctx.vault.forget(ref);
	// Forgetting writes no event (WIRE.md §12.5); the idem is remembered so a resend is a no-op.
	ctx.store.update(cmd.idem, () => {});
}

/** Where a reference is still in use, for the refusal's subject. */
function usersOf(ctx: CityContext, ref: string): string[] {
	const out: string[] = [];
	for (const e of ctx.store.current.endpoints) {
		if (
			e.secret === ref ||
			(e.tuning.accounts ?? []).some((a) => a.reference === ref) ||
			e.tuning.headers.some((h) => h.value === ref)
		)
			out.push(`endpoint ${e.name}`);
	}
	const search = citySearch(ctx);
	if (search && search !== 'default' && search !== 'off')
		for (const s of search.custom.suppliers)
			if (s.accounts.some((a) => a.reference === ref)) out.push(`search supplier ${s.id}`);
	for (const [addr, b] of Object.entries(ctx.store.current.buildings)) {
		for (const s of b.mcp ?? []) {
			const t = s.transport;
			const pairs = 'stdio' in t ? t.stdio.env : 'http' in t ? t.http.headers : t.sse.headers;
			if (pairs.some(([, v]) => v === ref)) out.push(`tool server ${s.label} of ${addr}`);
		}
	}
	return out;
}
