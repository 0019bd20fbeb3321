import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-svelte';
import { i18n } from '$lib/i18n';
import { tagName } from '$lib/models/vocabulary';
import { axeViolations } from '$lib/testing/axe';
import { FakeCity } from '$lib/testing/fake-city';
import { serverRow } from '$lib/testing/paints';
import InFrame from '$lib/testing/InFrame.svelte';
import { SAMPLE_ADDR, wholeCity } from '$lib/testing/settings-samples';
import type { SettingsPage, SettingsParams } from './city-settings-options';
import { MemoryRouter, type MemoryRouterOptions } from './memory-router.svelte';
import { placeQuery } from './places';

// A host's own URLs for places, as a dashboard mounting the settings under /dash/settings would build them.
const hostHref = (to: SettingsPage, params: SettingsParams) => `/dash/settings/${to}${placeQuery(params)}`;

function mount(options: MemoryRouterOptions, label?: string) {
	const onNavigate = vi.fn();
	const router = new MemoryRouter({ onNavigate, ...options });
	const screen = render(InFrame, { props: { city: new FakeCity(wholeCity()), router, label } });
	return { router, onNavigate, screen };
}

const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const navLink = (to: SettingsPage) =>
	page.getByRole('navigation').getByRole('link', { name: i18n.t.common.nav[to], exact: true });

describe('SettingsFrame in memory', () => {
	it('moves inside on a nav link and an overview line, tells the host, and leaves location and history', async () => {
		const before = { href: location.href, length: history.length };
		const { router, onNavigate } = mount({ page: 'overview' });
		await expect.element(heading(i18n.t.overview.title)).toBeVisible();

		await navLink('models').click();
		await expect.element(heading(i18n.t.models.title)).toBeVisible();
		await expect.element(navLink('models')).toHaveAttribute('aria-current', 'page');
		expect(onNavigate).toHaveBeenLastCalledWith({ page: 'models', params: {} });

		await navLink('overview').click();
		await expect.element(heading(i18n.t.overview.title)).toBeVisible();
		// A server named on the overview: a link to its row on the MCP page of the welcomed building.
		await page.getByRole('link', { name: 'linear', exact: true }).first().click();
		await expect.element(heading(i18n.t.mcp.title)).toBeVisible();
		expect(onNavigate).toHaveBeenLastCalledWith({ page: 'mcp', params: { addr: SAMPLE_ADDR, server: 'linear' } });
		expect(router.params).toEqual({ addr: SAMPLE_ADDR, server: 'linear' });
		expect(onNavigate).toHaveBeenCalledTimes(3);

		expect({ href: location.href, length: history.length }).toEqual(before);
	});

	it('offers no copy-link without a host href builder', async () => {
		mount({ page: 'mcp', params: { addr: SAMPLE_ADDR } });
		// The row is drawn (its label, verbatim) before its absent button is judged.
		await expect.element(serverRow('github')).toBeVisible();
		await expect.element(page.getByRole('button', { name: /^Copy a link to / })).not.toBeInTheDocument();
		// Nor on a model purpose, once its choice is drawn.
		await navLink('models').click();
		await expect
			.element(page.getByRole('heading', { name: tagName(i18n.t.models, 'main'), exact: true }))
			.toBeVisible();
		await expect.element(page.getByRole('button', { name: /^Copy a link to / })).not.toBeInTheDocument();
	});

	it("copies the host's absolute URL for a server row and a model purpose", async () => {
		let written = '';
		Object.defineProperty(navigator, 'clipboard', {
			value: { writeText: async (s: string) => void (written = s) },
			configurable: true
		});
		const g = i18n.t.common.copyLink;
		const { onNavigate } = mount({
			page: 'mcp',
			params: { addr: SAMPLE_ADDR },
			href: hostHref,
			baseUrl: () => document.baseURI
		});
		await expect.element(navLink('models')).toHaveAttribute('href', '/dash/settings/models');

		await page.getByRole('button', { name: g.copy({ what: g.serverWhat({ label: 'github' }) }) }).click();
		await expect.element(page.getByText(g.copied).first()).toBeVisible();
		expect(written).toBe(`${location.origin}/dash/settings/mcp?addr=acme%2Flab&server=github`);

		await navLink('models').click();
		const what = g.tagWhat({ tag: tagName(i18n.t.models, 'main') });
		await page.getByRole('button', { name: g.copy({ what }) }).click();
		await expect.poll(() => written).toBe(`${location.origin}/dash/settings/models?tag=main`);
		expect(onNavigate).toHaveBeenCalledExactlyOnceWith({ page: 'models', params: {} });
	});

	it('says so when a deep link names a server the building does not have', async () => {
		mount({ page: 'mcp', params: { addr: SAMPLE_ADDR, server: 'nowhere' } });
		const said = page.getByRole('status').filter({ hasText: i18n.t.common.missingLink.server });
		await expect.element(said).toHaveTextContent('nowhere');
	});

	it('is one region named by its label, with no main landmark, and axe clean', async () => {
		const { screen } = mount({ page: 'mcp', params: { addr: SAMPLE_ADDR } }, 'Lab settings');
		await expect.element(serverRow('github')).toBeVisible();
		const region = page.getByRole('region', { name: 'Lab settings', exact: true });
		await expect.element(region).toBeVisible();
		expect(screen.container.querySelectorAll('[role="region"][aria-label="Lab settings"]')).toHaveLength(1);
		expect(page.getByRole('main').elements()).toHaveLength(0);
		expect(await axeViolations(screen.container)).toEqual([]);
	});
});
