import { flushSync } from 'svelte';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-svelte';
import { axeViolations } from '$lib/testing/axe';
import { FakeCity } from '$lib/testing/fake-city';
import InHarness from '../testing/InHarness.svelte';
import McpPageFixture from '$lib/mcp/samples/McpPageFixture.svelte';
import { exampleBuilding, exampleHealth } from '$lib/mcp/samples/mcp-samples';
import AttachForm from './AttachForm.svelte';
import EndpointCard from './EndpointCard.svelte';
import EndpointsPage from './EndpointsPage.svelte';
import { storyData } from './samples/endpoint-samples';

// Two settings mounted side by side on one page, each on its own city (issue #43): nothing one remembers for its
// city shows in the other. Each `render` is one mounted settings (its own Harness, so its own city client).
const formProps = { hosts: storyData.hosts, defaults: storyData.defaults, standing: 'current', reread: () => {} };
const openrouter = storyData.view.endpoints.find((e) => e.name === 'openrouter')!;

/** One mounted settings on its own fake city; `show(component, props)` swaps its page, `null` for none. */
function settings(component: unknown, props: Record<string, unknown> = {}) {
	const city = new FakeCity({ replies: storyData.replies });
	let shown = $state.raw({ component, props });
	// Getters, not `rerender`: the harness's own `props` prop would be read as the deprecated `{ props }` form.
	const screen = render(InHarness, {
		props: {
			city,
			get component() {
				return shown.component as never;
			},
			get props() {
				return shown.props;
			}
		}
	});
	const within = page.elementLocator(screen.container);
	const show = (next: unknown, nextProps: Record<string, unknown> = {}) => {
		shown = { component: next, props: nextProps };
		flushSync();
	};
	return { city, screen, within, show };
}

const failedAttach = (subject: string) => ({
	name: 'openrouter',
	models: [],
	failed: { code: 'E_UNREACHABLE', subject }
});

describe('two settings on one page, on two cities', () => {
	it('keeps each city’s attach outcome on its own cards, and after another page and back', async () => {
		const a = settings(EndpointsPage);
		const b = settings(EndpointsPage);
		const cardA = a.within.getByRole('article', { name: 'OpenRouter' });
		const cardB = b.within.getByRole('article', { name: 'OpenRouter' });
		await expect.element(cardA).toBeVisible();
		await expect.element(cardB).toBeVisible();

		a.city.emitEvent('endpoint_attached', failedAttach('city A: connection refused'));
		await expect.element(cardA.getByText('city A: connection refused')).toBeVisible();
		expect(cardB.element().textContent).not.toContain('connection refused');

		b.city.emitEvent('endpoint_attached', failedAttach('city B: connection refused'));
		await expect.element(cardB.getByText('city B: connection refused')).toBeVisible();
		expect(cardB.element().textContent).not.toContain('city A');
		expect(cardA.element().textContent).not.toContain('city B');

		// Leaving the page and coming back in the same settings still shows its own outcome.
		await a.show(null);
		await expect.element(cardA).not.toBeInTheDocument();
		await a.show(EndpointsPage);
		await expect.element(cardA.getByText('city A: connection refused')).toBeVisible();
		expect(cardA.element().textContent).not.toContain('city B');
	});

	it('restores a half-typed attach draft only in the settings it was typed in', async () => {
		const a = settings(AttachForm, formProps);
		const b = settings(null);
		await a.within.getByLabelText('Endpoint id').fill('typed-in-a');
		await a.show(null);
		await expect.element(a.within.getByLabelText('Endpoint id')).not.toBeInTheDocument();

		await b.show(AttachForm, formProps);
		await expect.element(b.within.getByLabelText('Base URL')).toBeVisible();
		await expect.element(b.within.getByLabelText('Endpoint id')).toHaveValue('');

		await a.show(AttachForm, formProps);
		await expect.element(a.within.getByLabelText('Endpoint id')).toHaveValue('typed-in-a');
		await expect.element(b.within.getByLabelText('Endpoint id')).toHaveValue('');
	});

	it('hands a card’s “Change settings” only to its own settings’ attach form', async () => {
		const a = settings(EndpointCard, { summary: openrouter });
		const b = settings(AttachForm, formProps);
		await a.within.getByRole('button', { name: 'Change settings' }).click();
		// A form mounted after the press still gets it: here, only the one in the settings that pressed.
		await a.show(AttachForm, formProps);
		await expect.element(a.within.getByLabelText('Endpoint id')).toHaveValue('openrouter');
		await expect.element(a.within.getByLabelText('Base URL')).toHaveValue('https://openrouter.ai/api/v1');
		await expect.element(b.within.getByLabelText('Endpoint id')).toHaveValue('');
		await expect.element(b.within.getByLabelText('Base URL')).toHaveValue('');
	});

	it('gives every element id once, with both pages drawn twice', async () => {
		const health = { answer: { mcp_health: exampleHealth } };
		const building = { answer: { building: exampleBuilding } };
		const mcp = () => render(McpPageFixture, { city: new FakeCity({ replies: { mcp_health: health, building } }) });
		const first = mcp();
		mcp();
		const a = settings(EndpointsPage);
		const b = settings(EndpointsPage);
		await expect.element(a.within.getByRole('article', { name: 'OpenRouter' })).toBeVisible();
		await expect.element(b.within.getByRole('article', { name: 'OpenRouter' })).toBeVisible();
		await expect
			.element(page.elementLocator(first.container).getByRole('button', { name: 'Check again' }))
			.toBeVisible();
		const ids = [...document.querySelectorAll('[id]')].map((el) => el.id);
		expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
		// Each settings alone is clean (two side by side repeat their landmarks' names, which is the host's to tell apart).
		expect(await axeViolations(first.container)).toEqual([]);
		expect(await axeViolations(b.screen.container)).toEqual([]);
	});
});
