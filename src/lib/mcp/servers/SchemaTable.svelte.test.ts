import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-svelte';
import { axeViolations } from '$lib/testing/axe';
import SchemaTable from './SchemaTable.svelte';

const schema = {
	type: 'object',
	$defs: {
		Label: {
			type: 'object',
			description: 'A label to set',
			properties: { name: { type: 'string' }, color: { type: 'string', enum: ['red', 'green'] } },
			required: ['name']
		}
	},
	properties: {
		query: { type: 'string', description: 'What to look for' },
		filter: {
			type: 'object',
			properties: { state: { type: 'string', enum: ['open', 'closed', 'all'] }, since: { type: 'string' } },
			required: ['state']
		},
		labels: { type: 'array', items: { $ref: '#/$defs/Label' } },
		owner: { $ref: '#/$defs/Label' }
	},
	required: ['query']
};

describe('SchemaTable', () => {
	it('indents nested objects and arrays of objects, lists enums, and names $refs', async () => {
		const screen = render(SchemaTable, { schema, tool: 'x_search' });
		const rows = [...screen.container.querySelectorAll('tbody tr')].map((tr) => [
			tr.getAttribute('data-depth'),
			tr.querySelector('th')?.textContent?.trim(),
			tr.querySelector('td')?.textContent?.replace(/\s+/g, ' ').trim()
		]);
		expect(rows).toEqual([
			['0', 'query', 'string'],
			['0', 'filter', 'object'],
			['1', 'state', 'string'],
			['1', 'since', 'string'],
			['0', 'labels', 'array of #/$defs/Label'],
			['1', 'name', 'string'],
			['1', 'color', 'string'],
			['0', 'owner', 'object refers to #/$defs/Label'],
			['1', 'name', 'string'],
			['1', 'color', 'string']
		]);
		await expect.element(screen.getByText('What to look for')).toBeVisible();
		await expect.element(screen.getByText('closed')).toBeVisible();
		await expect.element(screen.getByText('A label to set')).toBeVisible();
		// Required and optional are words, not only colour.
		expect(screen.container.textContent).toContain('required');
		expect(screen.container.textContent).toContain('optional');
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('says an empty schema takes no parameters', async () => {
		const screen = render(SchemaTable, { schema: {}, tool: 'x_ping' });
		await expect.element(screen.getByText('Takes no parameters.')).toBeVisible();
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('says a schema that is not an object schema has no table', async () => {
		const screen = render(SchemaTable, { schema: { type: 'string' }, tool: 'x_raw' });
		await expect.element(screen.getByText(/not an object schema/)).toBeVisible();
	});
});
