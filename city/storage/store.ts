import fs from 'node:fs';
import path from 'node:path';
import type {
	DialectKind,
	EndpointTuning,
	InputKinds,
	McpServer,
	ModelTag,
	ThinkingOffer
} from '../../protocol/schemas';
import { removeStaleTemps, writeFileAtomic } from './atomic';

/** One model as the city keeps it: the provider's own words plus the city's statements. */
export interface StoredModel {
	id: string;
	context_tokens: number | null;
	max_output_tokens: number | null;
	input_modalities: string[];
	input_price: string | null;
	output_price: string | null;
	canonical: string;
	listing: 'listed' | 'named';
	/** Only when a source stated an offer (the demo's recorded facts); else the unknown offer. */
	thinking?: ThinkingOffer;
}

/** An attached endpoint, its tuning exactly as attached. */
export interface StoredEndpoint {
	name: string;
	base_url: string;
	dialect: DialectKind;
	secret: string | null;
	auth_header: string | null;
	admit: string[];
	tuning: EndpointTuning;
	models: StoredModel[];
}

export interface StoredChoice {
	tag: ModelTag;
	endpoint: string;
	model: string;
	context_tokens: number | null;
	max_output_tokens: number | null;
	input: InputKinds | null;
}

export interface CityState {
	v: 1;
	/** Building address → its own MCP list (`null`: no list of its own). */
	buildings: Record<string, { mcp: McpServer[] | null }>;
	endpoints: StoredEndpoint[];
	chosen: StoredChoice[];
	/** Idem keys of applied commands, newest last, so a resent press is not applied twice. */
	idems: string[];
}

const IDEM_MEMORY = 1024;

/**
 * The city's configuration in one JSON file (`state.json`), replaced atomically
 * on every change: a kill at any instant leaves the last acknowledged state.
 */
export class Store {
	private state: CityState;
	private readonly file: string;

	constructor(root: string, seed: () => CityState) {
		this.file = path.join(root, 'state.json');
		removeStaleTemps(this.file);
		if (fs.existsSync(this.file)) {
			this.state = JSON.parse(fs.readFileSync(this.file, 'utf8')) as CityState;
		} else {
			this.state = seed();
			this.write(this.state);
		}
	}

	/** The current state. Treat it as read-only; change it through `update`. */
	get current(): Readonly<CityState> {
		return this.state;
	}

	/** True when a command with this idem was already applied. */
	seen(idem: string): boolean {
		return this.state.idems.includes(idem);
	}

	/**
	 * Applies `change` to a copy, persists it, then adopts it: when the write
	 * fails nothing changes, in memory or on disk.
	 */
	update(idem: string | null, change: (draft: CityState) => void): void {
		const draft = structuredClone(this.state);
		change(draft);
		if (idem) draft.idems = [...draft.idems, idem].slice(-IDEM_MEMORY);
		this.write(draft);
		this.state = draft;
	}

	private write(state: CityState): void {
		writeFileAtomic(this.file, JSON.stringify(state, null, '\t') + '\n');
	}
}
