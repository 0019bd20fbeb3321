import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-svelte';
import { axeViolations } from '$lib/testing/axe';
import type { McpServer } from '$protocol/schemas/mcp';
import { reviewDiff as diffLists } from './server-changes';
import ListDiffView from './ListDiffView.svelte';

const server = (label: string, env: [string, string][], headers: [string, string][] = []): McpServer =>
	headers.length
		? { label, transport: { http: { url: 'https://docs.example/mcp', headers } } }
		: { label, transport: { stdio: { command: 'npx', args: ['-y', 'server-everything'], env } } };

describe('the change review lists every field that changes', () => {
	it('shows an env-only edit by its variables, never the same text twice', async () => {
		const diff = diffLists([server('everything', [['MODE', 'fast']])], [server('everything', [['MODE', 'slow']])]);
		const screen = render(ListDiffView, { diff });
		const env = screen.container.querySelector<HTMLElement>('[data-field="env"]')!;
		expect(env).not.toBeNull();
		// innerText is what a reader sees: one space between the field's word and the variable's name
		expect(env.innerText).toBe('Environment variable MODE: fast becomes slow');
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('masks a value that looks like a credential, and still says it changes', () => {
		const diff = diffLists(
			[server('docs', [], [['Authorization', 'Bearer old-one']])],
			[server('docs', [], [['Authorization', 'Bearer new-one']])]
		);
		const screen = render(ListDiffView, { diff });
		const header = screen.container.querySelector('[data-field="headers"]')!;
		expect(header.textContent).toContain('Authorization');
		expect(header.textContent).toContain('••••');
		expect(screen.container.textContent).not.toContain('new-one');
	});

	it('shows a rename as one change with its other changes, not as added and removed', () => {
		const diff = diffLists([server('everything', [['MODE', 'fast']])], [server('everything2', [['MODE', 'slow']])]);
		const screen = render(ListDiffView, { diff });
		expect(screen.container.querySelector('[data-kind="added"]')).toBeNull();
		expect(screen.container.querySelector('[data-kind="removed"]')).toBeNull();
		expect(screen.container.querySelector<HTMLElement>('[data-field="label"]')!.innerText).toBe(
			'Label: everything becomes everything2'
		);
		expect(screen.container.querySelector('[data-field="env"]')!.textContent).toMatch(/MODE:\s*fast\s*becomes\s*slow/);
	});
});
