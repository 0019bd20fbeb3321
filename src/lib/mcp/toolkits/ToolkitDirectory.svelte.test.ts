import { focusManager } from '@tanstack/svelte-query';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-svelte';
import { axeViolations } from '$lib/testing/axe';
import { FakeCity, type FakeReply } from '$lib/testing/fake-city';
import InHarness from '$lib/testing/InHarness.svelte';
import type { Query } from '$protocol/schemas/queries';
import type { ToolkitsAnswer } from '$protocol/schemas/toolkits';
import ToolkitDirectory from './ToolkitDirectory.svelte';
import { brokerRefusal, fourStandings, hostileLines, manyLines, refusedDirectory, shelf } from './toolkit-samples';

const asks = (city: FakeCity) => city.asks.filter((q: Query) => q === 'toolkits').length;
const reply = (toolkits: ToolkitsAnswer): FakeReply => ({ answer: { toolkits } });
const fakeTab = () => ({ closed: false, close: vi.fn(), location: { href: 'about:blank' } });

function mount(
	answer: () => ToolkitsAnswer,
	opts: { tab?: ReturnType<typeof fakeTab> | null; city?: Partial<ConstructorParameters<typeof FakeCity>[0]> } = {}
) {
	const city = new FakeCity({ replies: { toolkits: () => reply(answer()) }, ...opts.city });
	const tab = opts.tab === undefined ? fakeTab() : opts.tab;
	const openTab = vi.fn(() => tab as unknown as Window | null);
	const screen = render(InHarness, { props: { city, component: ToolkitDirectory as never, props: { openTab } } });
	return { city, screen, tab, openTab };
}

describe('ToolkitDirectory', () => {
	it('draws the four standings, each with its one action, the city’s words verbatim', async () => {
		const { city, screen } = mount(() => shelf());
		await expect.element(page.getByRole('button', { name: 'Connect Linear' })).toBeVisible();
		const consent = page.getByRole('link', { name: 'Finish consent Gmail' });
		await expect.element(consent).toHaveAttribute('href', 'https://connect.example/consent/abc');
		await expect.element(consent).toHaveAttribute('target', '_blank');
		await expect.element(page.getByText('octo-acme')).toBeVisible();
		await expect.element(page.getByText('the broker reported the connection as failed')).toBeVisible();
		await expect.element(page.getByRole('button', { name: 'Connect again Slack' })).toBeVisible();
		expect(screen.container.querySelectorAll('ul[aria-label="Applications of the broker"] > li')).toHaveLength(4);
		expect(asks(city)).toBe(1);
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('without a key: one step that stores it through /enroll (mcp/composio), never on the socket, then the directory', async () => {
		let enrolled = false;
		const fetchSpy = vi.spyOn(window, 'fetch').mockImplementation(async (_url, init) => {
			expect(JSON.parse(String(init?.body))).toEqual({ realm: 'mcp', name: 'composio', value: 'ck_SECRET_1234' });
			enrolled = true;
			return new Response('secret:mcp/composio', { status: 201 });
		});
		try {
			const { city, screen } = mount(() => (enrolled ? shelf() : 'unenrolled'));
			const box = page.getByLabelText('Key for the broker (composio)');
			await expect.element(box).toBeVisible();
			expect(await axeViolations(screen.container)).toEqual([]);
			await box.fill('ck_SECRET_1234');
			await page.getByRole('button', { name: 'Store key' }).click();
			await expect.element(page.getByRole('button', { name: 'Connect Linear' })).toBeVisible();
			expect(fetchSpy).toHaveBeenCalledTimes(1);
			expect(JSON.stringify([city.asks, city.commands])).not.toContain('ck_SECRET');
		} finally {
			fetchSpy.mockRestore();
		}
	});

	it('a refused directory shows the refusal verbatim, with what to do', async () => {
		const { screen } = mount(() => refusedDirectory());
		await expect.element(page.getByText('api/v3/toolkits answered 401 Unauthorized')).toBeVisible();
		await expect.element(page.getByText('store a valid project key for the broker and try again')).toBeVisible();
		await expect.element(page.getByText('Do what the city says above, then ask the directory again.')).toBeVisible();
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('1,000 applications: the first rows drawn, the search filters by name and slug', async () => {
		const { screen } = mount(() => shelf(manyLines()));
		const rows = () => screen.container.querySelectorAll('ul[aria-label="Applications of the broker"] > li').length;
		await expect.element(page.getByText('1000 applications')).toBeVisible();
		expect(rows()).toBe(100);
		// Every word must match: 99, 199 … 899 and 990 … 999.
		await page.getByLabelText('Search applications by name or id').fill('application 99');
		await expect.element(page.getByText('19 of 1000 applications')).toBeVisible();
		expect(rows()).toBe(19);
		await page.getByLabelText('Search applications by name or id').fill('APP-420');
		await expect.element(page.getByText('1 of 1000 applications')).toBeVisible();
		await expect.element(page.getByText('acct-420')).toBeVisible();
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('hostile names stay text, marked, folded; a consent address that is not https is never a link', async () => {
		const { screen } = mount(() => shelf(hostileLines()));
		await expect.element(page.getByText('<b>Bold</b> & <script>')).toBeVisible();
		const html = screen.container.innerHTML;
		expect(screen.container.querySelector('img, b, script, i')).toBeNull();
		expect(html).not.toContain('N'.repeat(10_000));
		expect(screen.container.querySelector('[data-full-length="10000"]')).not.toBeNull();
		await expect.element(page.getByText('javascript:alert(document.domain)')).toBeVisible();
		expect(screen.container.querySelector('a[href^="javascript"]')).toBeNull();
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('Connect opens a tab in the click, sends connect_toolkit, and points the tab at the next answer’s consent page', async () => {
		let standing: 'absent' | 'awaiting' = 'absent';
		const line = () => fourStandings()[3]!;
		const { city, tab, openTab } = mount(
			() =>
				shelf([
					{
						...line(),
						standing: standing === 'absent' ? 'absent' : { awaiting: { consent_url: 'https://consent.example/linear' } }
					}
				]),
			{
				city: {
					onCommand: (_c, c) => {
						standing = 'awaiting';
						c.emitEvent('toolkit_link_opened', { toolkit: 'linear' });
					}
				}
			}
		);
		await page.getByRole('button', { name: 'Connect Linear' }).click();
		expect(openTab).toHaveBeenCalledTimes(1);
		expect(city.commands).toEqual([{ connect_toolkit: { toolkit: 'linear', idem: expect.stringMatching(/^idem1-/) } }]);
		await expect.poll(() => tab!.location.href).toBe('https://consent.example/linear');
		await expect.element(page.getByRole('status').filter({ hasText: 'is opening in the new tab' })).toBeInTheDocument();
		expect(asks(city)).toBe(2);
		expect(city.commands).toHaveLength(1);
	});

	it('without a tab, the row offers the consent link', async () => {
		let opened = false;
		mount(
			() =>
				shelf([
					{
						...fourStandings()[3]!,
						standing: opened ? { awaiting: { consent_url: 'https://consent.example/l' } } : 'absent'
					}
				]),
			{
				tab: null,
				city: { onCommand: (_c, c) => ((opened = true), c.emitEvent('toolkit_link_opened', { toolkit: 'linear' })) }
			}
		);
		await page.getByRole('button', { name: 'Connect Linear' }).click();
		const said = 'The browser did not open a new tab for Linear: open the consent page with the link.';
		await expect
			.element(page.getByRole('link', { name: 'Finish consent Linear' }))
			.toHaveAttribute('href', 'https://consent.example/l');
		// The button went away with the keyboard on it: what the row says holds it now.
		await expect.poll(() => document.activeElement?.textContent).toBe(said);
		await expect.element(page.getByRole('status').filter({ hasText: said })).toBeInTheDocument();
	});

	it('an unknown outcome is said, never sent again; the directory can be asked again', async () => {
		const { city, tab } = mount(() => shelf(), {
			city: {
				onCommand: (_c, c) =>
					c.emitRefusal(
						brokerRefusal({
							action: 'reach the application broker',
							subject: 'error sending request for url (https://b.example/)',
							retry: 'unknown'
						})
					)
			}
		});
		await page.getByRole('button', { name: 'Connect Linear' }).click();
		await expect
			.element(page.getByRole('listitem').getByText(/Whether the broker acted on connecting Linear is not known/))
			.toBeVisible();
		expect(tab!.close).toHaveBeenCalled();
		const before = asks(city);
		await page.getByRole('button', { name: 'Ask the directory again' }).last().click();
		await expect.poll(() => asks(city)).toBe(before + 1);
		await expect.element(page.getByText(/is not known/)).not.toBeInTheDocument();
		expect(city.commands).toHaveLength(1);
	});

	it('is asked again when the window is shown again, never otherwise', async () => {
		const { city } = mount(() => shelf());
		await expect.element(page.getByRole('button', { name: 'Connect Linear' })).toBeVisible();
		expect(asks(city)).toBe(1);
		focusManager.setFocused(false);
		focusManager.setFocused(true);
		await expect.poll(() => asks(city)).toBe(2);
		focusManager.setFocused(undefined);
	});
});
