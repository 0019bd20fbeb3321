import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-svelte';
import { page, userEvent } from 'vitest/browser';
import { axeViolations } from '$lib/testing/axe';
import type { McpToolLine } from '$protocol/schemas/mcp';
import { exampleHealth } from '../samples/mcp-samples';
import ServerRow from './ServerRow.svelte';
import ToolList from './ToolList.svelte';

const github = { ...exampleHealth.servers[0]!, own: true };
const eighty: McpToolLine[] = Array.from({ length: 80 }, (_, i) => ({
	name: `big_tool_${i}`,
	remote: `tool_${i}`,
	disclosure: `Does thing ${i}.\nMore words that only show when the tool is opened.`,
	input_schema: { type: 'object', properties: { a: {}, b: {} } }
}));

describe('the dense tool list', () => {
	it('fits 80 tools in about two screens, one line each, filterable by words', async () => {
		await page.viewport(1280, 900);
		const screen = render(ToolList, { tools: eighty, server: 'big' });
		const list = screen.container.querySelector('ul')!;
		// One 24 px line per tool (the copy-link button's target size): 80 tools in two screens of ~1000 px.
		expect(list.getBoundingClientRect().height).toBeLessThanOrEqual(80 * 25);
		await expect.element(page.getByText('Does thing 7.', { exact: true })).toBeVisible();
		expect(page.getByText(/More words/).elements()).toHaveLength(0);
		await userEvent.type(page.getByRole('searchbox', { name: 'Filter the tools of big' }), 'thing 42');
		await expect.element(page.getByRole('status')).toHaveTextContent('1 of 80 tools');
		await page.getByRole('button', { name: /^big_tool_42/ }).click();
		await expect.element(page.getByRole('table', { name: 'Parameters of big_tool_42' })).toBeVisible();
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('opens a linked tool of a folded server and gives it the keyboard', async () => {
		const list = document.createElement('ul');
		document.body.append(list);
		render(ServerRow, { target: list, props: { row: github, linked: { tool: 'github_create_issue' } } });
		const button = page.getByRole('button', { name: /^github_create_issue/ });
		await expect.element(button).toHaveFocus();
		await expect.element(button).toHaveAttribute('aria-expanded', 'true');
	});

	it('focuses a linked server row', async () => {
		const list = document.createElement('ul');
		document.body.append(list);
		render(ServerRow, { target: list, props: { row: github, linked: { tool: null } } });
		await expect
			.element(
				page
					.getByRole('listitem')
					.filter({ has: page.getByRole('heading', { name: 'github' }) })
					.first()
			)
			.toHaveFocus();
	});
});
