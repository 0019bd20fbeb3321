import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-svelte';
import ok from '$protocol/frames/event-endpoint-probed-ok.json';
import e401 from '$protocol/frames/event-endpoint-probed-401.json';
import dns from '$protocol/frames/event-endpoint-probed-dns-failed.json';
import { axeViolations } from '$lib/testing/axe';
import { EndpointProbed } from '$protocol/schemas/probe';
import ProbeResult from './ProbeResult.svelte';

const read = (frame: { event: { data: unknown } }) => v.parse(EndpointProbed, frame.event.data);

describe('ProbeResult', () => {
	it('shows the four stages in order, the time, and the models with facts; absent facts are "not stated"', async () => {
		const screen = render(ProbeResult, { probed: read(ok) });
		const stages = screen.container.querySelectorAll('[data-stage]');
		expect(Array.from(stages, (s) => s.getAttribute('data-stage'))).toEqual([
			'named',
			'connected',
			'answered',
			'through'
		]);
		await expect.element(screen.getByText('412 ms in all')).toBeVisible();
		await expect.element(screen.getByText('Every stage went well.')).toBeVisible();
		const llama = screen.getByRole('row').filter({ hasText: 'meta-llama/llama-3.3-70b-instruct' });
		await expect.poll(() => llama.getByText('not stated').elements()).toHaveLength(5);
		const sonnet = screen.getByRole('row').filter({ hasText: 'anthropic/claude-sonnet-4.5' });
		await expect.element(sonnet.getByText('0.000003', { exact: true })).toBeVisible();
		await expect.element(sonnet.getByText('1,000,000')).toBeVisible();
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('filters models and unchecks one to leave it out of admit', async () => {
		// The bound list the form admits from: the component writes it, the test reads what it wrote.
		let excluded: string[] = [];
		const props = {
			probed: read(ok),
			get excluded() {
				return excluded;
			},
			set excluded(next: string[]) {
				excluded = next;
			}
		};
		const screen = render(ProbeResult, { props });
		await screen.getByLabelText('Filter models').fill('gpt');
		await expect.poll(() => screen.getByRole('checkbox').elements()).toHaveLength(1);
		await screen.getByRole('checkbox', { name: 'Admit openai/gpt-5-mini' }).click();
		await expect.element(screen.getByRole('checkbox', { name: 'Admit openai/gpt-5-mini' })).not.toBeChecked();
		await expect.poll(() => excluded).toEqual(['openai/gpt-5-mini']);
		// Filtering hides rows; it leaves nothing else out of admit.
		await screen.getByLabelText('Filter models').fill('zzz');
		await expect.element(screen.getByText('No model matches the filter.')).toBeVisible();
		expect(excluded).toEqual(['openai/gpt-5-mini']);
		// Checked again, it is admitted again.
		await screen.getByLabelText('Filter models').fill('gpt');
		await screen.getByRole('checkbox', { name: 'Admit openai/gpt-5-mini' }).click();
		await expect.poll(() => excluded).toEqual([]);
	});

	it('a 401 says the key; failed is verbatim; the list "could not be read", not empty', async () => {
		const screen = render(ProbeResult, { probed: read(e401) });
		await expect.element(screen.getByText(/refused the key \(HTTP 401\)/)).toBeVisible();
		await expect.element(screen.getByText('E_CREDENTIAL_MISSING')).toBeVisible();
		await expect.element(screen.getByText(e401.event.data.failed.subject)).toBeVisible();
		await expect.element(screen.getByText('Models: could not be read.')).toBeVisible();
		expect(screen.getByText('Models: the endpoint lists none.').elements()).toHaveLength(0);
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('a name not found says the host, from the first failed stage', async () => {
		const screen = render(ProbeResult, { probed: read(dns) });
		await expect.element(screen.getByRole('alert')).toHaveTextContent('There is no host named opnerouter.ai');
	});

	it('an empty list is "empty", distinct from could not be read', async () => {
		const empty = { ...read(ok), models: [], facts: [] };
		const screen = render(ProbeResult, { probed: empty });
		await expect.element(screen.getByText('Models: the endpoint lists none.')).toBeVisible();
	});

	it('names what a stage that went well found (2 addresses, HTTP 200) instead of a bare "Detail"', async () => {
		const screen = render(ProbeResult, { probed: read(ok) });
		const named = screen.container.querySelector('[data-stage="named"]')!;
		await expect.element(screen.getByText('The name resolved to 2 addresses.')).toBeVisible();
		await expect.element(screen.getByText('The endpoint answered (HTTP 200).')).toBeVisible();
		expect(named.textContent).not.toContain('Detail');
		expect(screen.container.querySelector('[data-stage="answered"]')!.textContent).not.toContain('Detail');
	});

	it('marks and isolates a bidi override in a model id and a price, and keeps the exact text', async () => {
		const id = 'acme/evil\u202Eslm-txet';
		const reading = read(ok);
		const probed = {
			...reading,
			models: [id],
			facts: [{ ...reading.facts[0]!, id, input_price: '\u202E0.5', output_price: null }]
		};
		const screen = render(ProbeResult, { probed });
		const row = screen.container.querySelectorAll('tbody tr')[0]!;
		const [idCell, priceCell] = [row.children[1]!, row.children[5]!];
		for (const cell of [idCell, priceCell])
			await expect.poll(() => cell.querySelectorAll('[data-hidden-char="U+202E"]').length).toBe(1);
		expect(idCell.querySelector('.verbatim')!.textContent).toBe(id);
		expect(priceCell.querySelector('.verbatim')!.textContent).toBe('\u202E0.5');
		// Isolated (`.verbatim` is `unicode-bidi: plaintext`): the override cannot reorder the text around the cell's run.
		for (const cell of [idCell, priceCell])
			expect(cell.querySelector('[data-hidden-char]')!.closest('.verbatim')).not.toBeNull();
		await expect.element(screen.getByRole('checkbox', { name: /^Admit acme\/evil/ })).toBeChecked();
		expect(await axeViolations(screen.container)).toEqual([]);
	});
});
