import { describe, expect, it } from 'vitest';
import ok from '$protocol/frames/event-endpoint-probed-ok.json';
import type { EventRecord } from '$protocol/schemas/frames';
import { AttachProbe } from './attach-probe.svelte';

const probed = (data: Record<string, unknown> = {}): EventRecord =>
	({ ...ok.event, data: { ...ok.event.data, ...data } }) as EventRecord;

describe('the attach form’s Look', () => {
	it('keeps only the endpoint_probed of the Look it sent, and hands back the base URL the city probed', () => {
		const p = new AttachProbe();
		expect(p.heard(probed(), 'https://openrouter.ai/api/v1')).toBeNull();
		p.asked('other');
		expect(p.heard(probed(), 'https://openrouter.ai/api/v1')).toBeNull();
		expect(p.probed).toBeNull();
		p.asked('openrouter');
		expect(p.heard(probed(), ' https://openrouter.ai/api/v1 ')).toBe('https://openrouter.ai/api/v1');
		expect(p.probed?.models).toContain('openai/gpt-5-mini');
		expect(p.adopted).toBeNull();
	});

	it('says when the city probed another base URL than the one typed', () => {
		const p = new AttachProbe();
		p.asked('openrouter');
		expect(p.heard(probed(), 'https://openrouter.ai/api')).toBe('https://openrouter.ai/api/v1');
		expect(p.adopted).toBe('https://openrouter.ai/api/v1');
	});

	it('reports a misshapen answer by path and keeps no half of it', () => {
		const p = new AttachProbe();
		p.asked('openrouter');
		expect(p.heard(probed({ models: 'all' }), '')).toBeNull();
		expect(p.probed).toBeNull();
		expect(p.probeShape?.map((i) => i.path)).toContain('event.data.models');
	});

	it('forgets the models left out when a new answer comes, and awaits nothing once refused', () => {
		const p = new AttachProbe();
		p.asked('openrouter');
		p.heard(probed(), '');
		p.excluded = ['qwen/qwen3-8b'];
		p.heard(probed(), '');
		expect(p.excluded).toEqual([]);
		p.unanswered();
		expect(p.probeName).toBeNull();
		expect(p.heard(probed(), '')).toBeNull();
	});
});
