import type { ComponentProps } from 'svelte';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-svelte';
import '$lib/theme/theme.css';
import KeyStateBadge from '$lib/endpoints/KeyStateBadge.svelte';
import ServerRow from '$lib/mcp/servers/ServerRow.svelte';
import { exampleHealth } from '$lib/mcp/samples/mcp-samples';
import OfferMarks from '$lib/models/OfferMarks.svelte';
import type { KeyState } from '$protocol/schemas/endpoints';

/** The shape drawn before a badge's words (its `::before` content), or '' for none. */
function shape(el: Element): string {
	const c = getComputedStyle(el, '::before').content;
	return c === 'none' || c === 'normal' ? '' : c;
}

function inRoot(): HTMLElement {
	const root = document.createElement('div');
	root.className = 'city-settings';
	document.body.append(root);
	return root;
}

describe('state without colour', () => {
	it('gives each MCP server state its own shape', () => {
		const shapes = new Set<string>();
		for (const server of [...exampleHealth.servers, { ...exampleHealth.servers[0]!, state: null }]) {
			const target = inRoot();
			const list = document.createElement('ul');
			target.append(list);
			// Only the row is needed; other props (the address, actions) change as the MCP page grows.
			const props = { row: { ...server, own: true }, addr: 'acme/lab' } as unknown as ComponentProps<typeof ServerRow>;
			render(ServerRow, { target: list, props });
			const badge = list.querySelector('[data-testid="state"]')!;
			expect(shape(badge)).not.toBe('');
			shapes.add(shape(badge));
		}
		// connected, authenticating, failed and not asked: four states, four shapes.
		expect(shapes.size).toBe(4);
	});

	it('marks every key state and offer mark with a shape', () => {
		const states: (KeyState | null)[] = [
			'stored',
			'missing',
			'environment',
			'environment_unusable',
			'anonymous',
			'unread',
			null
		];
		for (const state of states) {
			const target = inRoot();
			render(KeyStateBadge, { target, props: { state } });
			expect(shape(target.querySelector('.badge')!), String(state)).not.toBe('');
		}
		const target = inRoot();
		render(OfferMarks, { target, props: { marks: ['local', 'named', 'no_usable_key'] } });
		const marks = [...target.querySelectorAll('.badge')].map(shape);
		expect(new Set(marks).size).toBe(3);
		expect(marks).not.toContain('');
	});
});
