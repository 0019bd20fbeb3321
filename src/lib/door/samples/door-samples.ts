import type { PairAnswer, PairRequest } from '$protocol/door-pairing';
import type { AxError } from '$protocol/schemas/refusal';
import type { MissingForDoor } from '../pairing';
import type { DeviceStore, PairedDevice } from '../device-store';
import { DoorKeeper, type DoorStatus } from '../door-keeper.svelte';
import type { DoorReply, DoorRequests } from '../door-requests';

/*
 * Door keepers for stories and component tests: the door's requests and the key store are in memory, so nothing
 * is dialled and nothing is kept. The city's texts below are its own words (city/door/texts.ts, WIRE.md §2a).
 */

/** The city's refusal of a wrong or used pairing code. */
export const WRONG_CODE = 'pair a browser: type the pairing code the terminal shows now';
/** The city's answer to a guess sooner than a second after the last. */
export const TOO_SOON = 'pair a browser: wait a second, then type the code the terminal shows';
/** The city's answer to `/session` for a key it no longer knows (a forgotten browser). */
export const UNKNOWN_DEVICE = 'open a browser session: pair this browser again: the city does not know it';
/** The city's refusal of a used or expired open code (a link the city opened). */
export const OPEN_CODE_REFUSED =
	'pair a browser: open the city again from its terminal, or type the pairing code it shows';
/** The device id the sample door pairs as (16 hex, as the city gives today). */
export const SAMPLE_DEVICE_ID = '5d1f0a9c3b7e2468';

export interface SampleDoorOptions {
	/** Where the browser stands; the pairing screen by default. */
	status?: DoorStatus;
	/** What this browser lacks: pairing then answers `unsupported` without a request. */
	missing?: MissingForDoor | null;
	/** The city's sentence for an open link that did not pair. */
	openRefusal?: string | null;
	/** This browser's device id, as once paired. */
	deviceId?: string | null;
	/** What `/pair` answers, one per press; once used up, it pairs as `SAMPLE_DEVICE_ID`. */
	pairReplies?: DoorReply<PairAnswer>[];
	/** Why the browser could not keep the paired key (IndexedDB's error), when it cannot. */
	keepFails?: string;
	/** This browser was paired and the city no longer knows it (`said`: the city's sentence, if any). */
	forgotten?: { said: string | null } | null;
}

/** A door keeper over an in-memory door; `sent` records every `/pair` body, in order. */
export function sampleDoor(opts: SampleDoorOptions = {}): { door: DoorKeeper; sent: PairRequest[] } {
	const sent: PairRequest[] = [];
	const replies = [...(opts.pairReplies ?? [])];
	const requests = {
		// `/pair` is the one route the pairing posts through `post`; a sample opens no session.
		post: async <T>(_route: string, body: unknown): Promise<DoorReply<T>> => {
			sent.push(body as PairRequest);
			return (replies.shift() ?? { kind: 'ok', value: { device: SAMPLE_DEVICE_ID } }) as DoorReply<T>;
		},
		challenge: async () => ({ kind: 'unreachable', detail: 'a sample door opens no session' }),
		session: async () => ({ kind: 'unreachable', detail: 'a sample door opens no session' })
	} satisfies Pick<DoorRequests, 'post' | 'challenge' | 'session'>;
	let kept: PairedDevice | null = null;
	const store = {
		load: async () => kept,
		save: async (device: PairedDevice) => {
			if (opts.keepFails) throw new Error(opts.keepFails);
			kept = device;
		},
		drop: async () => void (kept = null)
	} satisfies Pick<DeviceStore, 'load' | 'save' | 'drop'>;
	const missing = opts.missing ?? null;
	const door = new DoorKeeper({
		requests: requests as unknown as DoorRequests,
		store: store as unknown as DeviceStore,
		origin: 'http://127.0.0.1:4780',
		hostToken: null,
		openCode: null,
		defaultLabel: 'Chrome · Linux',
		missing: async () => missing
	});
	door.status = opts.status ?? (missing ? 'unsupported' : 'pairing');
	door.missing = missing;
	door.openRefusal = opts.openRefusal ?? null;
	door.deviceId = opts.deviceId ?? null;
	door.forgotten = opts.forgotten ?? null;
	return { door, sent };
}

/** A refusal as `/pair` answers it: 403 with the city's plain-text sentence. */
export function refusedPair(text: string, status = 403): DoorReply<PairAnswer> {
	return { kind: 'refused', status, text };
}

/**
 * A stand-in for the app's door keeper where only "which browser is this" matters (the paired browsers list):
 * a keeper paired as `deviceId` whose key store forgets quietly.
 */
export function doorAs(deviceId: string): DoorKeeper {
	return sampleDoor({ status: 'entered', deviceId }).door;
}

/** Sets a form field's value as typing would (one `input` event), replacing what was there: for play functions. */
export function fill(field: HTMLElement, value: string): void {
	if (!(field instanceof HTMLInputElement)) throw new Error(`not a text box: <${field.tagName.toLowerCase()}>`);
	field.value = value;
	field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * A refusal of `forget_device` sent from a browser that is not on the city's machine (WIRE.md §11.7 says only
 * one there may forget), shaped as the city's gate refusals are; its `action` ties it to that press.
 */
export function forgetRefusal(device: string): AxError {
	return {
		code: 'E_GATE_DENIED',
		action: `forget device ${device}`,
		subject: 'a browser session from another machine',
		nearby: [],
		recovery: 'forget the browser from a page opened on the machine running the city',
		retry: 'no',
		gate: {
			rule: 'only a browser on the city’s own machine may forget a paired browser',
			violation: 'this session arrived from another machine',
			alternative: 'open the settings on the city’s machine and forget it there'
		}
	};
}
