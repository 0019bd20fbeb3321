import { describe, expect, it } from 'vitest';
import type { Command } from '$protocol/schemas/commands';
import type { AxError } from '$protocol/schemas/refusal';
import { storyData } from './samples/endpoint-samples';
import { summaryText } from './attach-base';
import { AttachPress } from './attach-press.svelte';

const [anthropic] = storyData.view.endpoints;
const refusal = { code: 'conflict', message: 'The city’s words.' } as unknown as AxError;
const press = (): Command => ({ forget_secret: { reference: 'secret:x' } }) as unknown as Command;

describe('the attach form’s presses', () => {
	it('keeps a refusal only for its own last press, and drops the attach it awaited', () => {
		const p = new AttachPress();
		const mine = press();
		p.sent(mine);
		p.attachSent('idem-1', 'anthropic');
		expect(p.refused(refusal, press())).toBe(false);
		expect(p.refused(refusal, null)).toBe(false);
		expect(p.refusal).toBeNull();
		expect(p.isOurs('idem-1')).toBe(true);
		expect(p.refused(refusal, mine)).toBe(true);
		expect(p.refusal).toBe(refusal);
		expect(p.isOurs('idem-1')).toBe(false);
		expect(p.sentName).toBe('anthropic');
	});

	it('a confirmation answers the ask and is dropped when the person adopts a newer read', () => {
		const p = new AttachPress();
		p.startFrom(anthropic);
		expect(p.baseSeen).toBe(summaryText(anthropic));
		p.askToConfirm();
		expect(p.askConfirm).toBe(true);
		p.confirm(summaryText(anthropic));
		expect(p.askConfirm).toBe(false);
		expect(p.confirmed).toBe(summaryText(anthropic));
		p.adoptNewer(undefined);
		expect([p.base, p.baseSeen, p.confirmed]).toEqual([null, null, null]);
	});

	it('starting over keeps a refusal and a failed send in view', () => {
		const p = new AttachPress();
		const mine = press();
		p.sent(mine);
		p.refused(refusal, mine);
		p.failed();
		p.pressed();
		p.forget = ['secret:x'];
		p.clear();
		expect([p.touched, p.forget]).toEqual([false, []]);
		expect([p.refusal, p.notSent]).toEqual([refusal, true]);
		p.clearOutcome();
		expect([p.refusal, p.notSent]).toEqual([null, false]);
	});
});
