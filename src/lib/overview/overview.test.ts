import { describe, expect, it } from 'vitest';
import { storyData } from '$lib/endpoints/samples/endpoint-samples';
import { exampleHealth } from '$lib/mcp/samples/mcp-samples';
import { removedUsage, SAMPLE_NOW, someUsage } from '$lib/mcp/usage/usage-samples';
import type { McpServer } from '$protocol/schemas/mcp';
import { healthGlance, keysNeedingAttention, purposeChoices, serverUses } from './overview';

const server = (label: string): McpServer => ({ label, transport: { stdio: { command: 'x', args: [], env: [] } } });

describe('serverUses', () => {
	it('orders used servers by calls in the window and lists the building’s servers nobody called', () => {
		const out = serverUses([server('notes'), server('github'), server('web')], someUsage(), SAMPLE_NOW);
		// github: 10 + 3 calls within 30 days (900 hours ago is outside), notes never called, web has no line.
		expect(out.used).toEqual([{ label: 'github', calls: 13, failed: 0, last: SAMPLE_NOW - 3_600_000 }]);
		expect(out.unused).toEqual(['notes', 'web']);
		expect(out.unknown).toEqual([]);
	});

	it('never counts a server no longer configured or the line without a server', () => {
		const out = serverUses([server('linear')], removedUsage(), SAMPLE_NOW);
		expect(out.used).toEqual([]);
		expect(out.unused).toEqual(['linear']);
	});

	it('calls nothing unused when the city has not said (no usage answer)', () => {
		const out = serverUses([server('a'), server('b')], null, SAMPLE_NOW);
		expect(out).toEqual({ used: [], unused: [], unknown: ['a', 'b'] });
	});

	it('breaks equal counts by name, so the order never jumps', () => {
		const at = SAMPLE_NOW - 1000;
		const one = (tool: string) => ({
			tool,
			uses: [{ run: 'r', resident: null, seq: 1, at, outcome: 'ok' as const }],
			per_day: []
		});
		const usage = {
			servers: [
				{ server: 'b', configured: true, tools: [one('t')] },
				{ server: 'a', configured: true, tools: [one('t')] }
			]
		};
		expect(serverUses([server('b'), server('a')], usage, SAMPLE_NOW).used.map((u) => u.label)).toEqual(['a', 'b']);
	});
});

describe('healthGlance', () => {
	it('counts answering servers and names the others, with when the answer arrived', () => {
		const g = healthGlance(exampleHealth, 1234);
		const states = exampleHealth.servers.map((s) => Object.keys(s.state)[0]);
		expect(g.connected).toBe(states.filter((s) => s === 'connected').length);
		expect(g.failed).toEqual(exampleHealth.servers.filter((s) => 'failed' in s.state).map((s) => s.label));
		expect(g.authenticating).toEqual(
			exampleHealth.servers.filter((s) => 'authenticating' in s.state).map((s) => s.label)
		);
		expect(g.connected + g.failed.length + g.authenticating.length).toBe(exampleHealth.servers.length);
		expect(g.at).toBe(1234);
	});
});

describe('keysNeedingAttention', () => {
	it('lists only missing keys and unusable environment variables, by endpoint and account', () => {
		expect(keysNeedingAttention(storyData.view.endpoints)).toEqual([
			{ endpoint: 'anthropic', endpointLabel: 'Anthropic', account: 'home', key: 'missing' },
			{ endpoint: 'openrouter', endpointLabel: 'OpenRouter', account: 'spare', key: 'environment_unusable' }
		]);
	});
});

describe('purposeChoices', () => {
	it('names every known purpose in order, chosen or not, with the endpoint’s label', () => {
		const out = purposeChoices(storyData.view.endpoints, storyData.view.chosen);
		expect(out.map((c) => c.tag)).toEqual(['main', 'digest', 'transcribe', 'ocr']);
		expect(out[0]!.chosen).toEqual({
			model: 'claude-sonnet-4-5-20250929',
			endpoint: 'anthropic',
			endpointLabel: 'Anthropic'
		});
		expect(out[2]!.chosen).toBeNull();
	});

	it('keeps a purpose the app does not know, and an endpoint no longer attached by its name', () => {
		const out = purposeChoices([], [{ tag: 'vision', endpoint: 'gone', model: 'm', max_output_tokens: null }]);
		expect(out.at(-1)).toEqual({ tag: 'vision', chosen: { model: 'm', endpoint: 'gone', endpointLabel: 'gone' } });
	});
});
