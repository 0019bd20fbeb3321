import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-svelte';
import { en } from '$lib/i18n/en';
import { doorAs, forgetRefusal } from '$lib/door/samples/door-samples';
import { axeViolations } from '$lib/testing/axe';
import { FakeCity, type FakeCityOptions } from '$lib/testing/fake-city';
import InHarness from '$lib/testing/InHarness.svelte';
import type { DeviceLine } from '$protocol/schemas/devices';
import answeredDevices from '$protocol/frames/answered-devices.json';
import PairedBrowsers from './PairedBrowsers.svelte';

const t = en.door.devices;
const [mine, other] = answeredDevices.answered.outcome.answer.devices.devices as [DeviceLine, DeviceLine];
/** Markup-looking, padded, with a right-to-left override: drawn as these exact characters. */
const odd: DeviceLine = {
	id: '00ff00ff00ff00ff',
	label: `  <b>Zeta</b>  ${String.fromCharCode(0x202e)}left עברית `,
	paired_at: 1796000000000,
	last_seen: 1796100000000
};

/** The list against a fake city answering `lines`; this browser is `thisId`. */
function mount(lines: DeviceLine[], thisId: string | null, opts: FakeCityOptions = {}) {
	const city = new FakeCity({ replies: { devices: { answer: { devices: { devices: lines } } } }, ...opts });
	const door = thisId === null ? null : doorAs(thisId);
	const screen = render(InHarness, { props: { city, door, component: PairedBrowsers as never, props: {} } });
	const rows = () => [...screen.container.querySelectorAll('tbody tr')] as HTMLElement[];
	const row = (line: DeviceLine) => screen.getByRole('row').filter({ hasText: line.id });
	return { city, door, screen, rows, row };
}

const forgotten = (city: FakeCity) =>
	city.commands.map((c) => ('forget_device' in c ? c.forget_device.device : Object.keys(c)[0]));

/** The list as this browser (`mine`) sees it against `city`, with `other` forgotten through its row's confirmation. */
async function forgetOther(city: FakeCity) {
	const screen = render(InHarness, {
		props: { city, door: doorAs(mine.id), component: PairedBrowsers as never, props: {} }
	});
	const row = (line: DeviceLine) => screen.getByRole('row').filter({ hasText: line.id });
	await row(other)
		.getByRole('button', { name: t.forget({ label: other.label }) })
		.click();
	await row(other).getByRole('button', { name: t.confirm }).click();
	return { screen, row };
}

describe('the paired browsers list', () => {
	it('shows the rows in the city’s order, names verbatim, this browser marked by its id only', async () => {
		// This browser (`odd`) is neither the first, the last, the newest paired nor the latest seen; the last row
		// bears another row's name.
		const twin: DeviceLine = { ...mine, id: '1111222233334444', paired_at: mine.paired_at + 1 };
		const { screen, rows, row } = mount([other, odd, mine, twin], odd.id);
		await expect.element(row(mine)).toBeVisible();
		const drawn = rows();
		expect(drawn.map((r) => r.textContent)).toEqual([
			expect.stringContaining(other.id),
			expect.stringContaining(odd.id),
			expect.stringContaining(mine.id),
			expect.stringContaining(twin.id)
		]);
		// A name is drawn by its own attachment (hidden characters marked): read it once drawn.
		await expect
			.poll(() => rows().map((r) => r.querySelector('.name .verbatim')?.textContent))
			.toEqual([other.label, odd.label, mine.label, twin.label]);
		expect(screen.container.querySelector('b')).toBeNull();
		const marked = drawn.filter((r) => r.textContent?.includes(t.thisBrowser));
		expect(marked).toEqual([drawn[1]]);
		// A null last session says only that none came since the city started (it keeps them in memory until its
		// next write, so a restart loses them): never "never since pairing". The others show a time.
		await expect.element(row(other)).toHaveTextContent(t.noneSinceStart);
		await expect.element(row(mine)).not.toHaveTextContent(t.noneSinceStart);
		expect(drawn[2]!.querySelectorAll('time')).toHaveLength(2);
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('marks no row when the page has no door (a host’s token)', async () => {
		const { rows, row } = mount([mine, other], null);
		await expect.element(row(mine)).toBeVisible();
		expect(rows().filter((r) => r.textContent?.includes(t.thisBrowser))).toEqual([]);
	});

	it('asks before forgetting, saying more for this browser, and sends nothing on "Keep it"', async () => {
		const { screen, city, row } = mount([mine, other], mine.id);
		await row(mine)
			.getByRole('button', { name: t.forget({ label: mine.label }) })
			.click();
		await expect.element(row(mine)).toHaveTextContent(t.confirmThis);
		await expect.element(row(mine)).not.toHaveTextContent(t.confirmOther);
		await expect.element(row(mine).getByRole('button', { name: t.cancel })).toHaveFocus();
		expect(await axeViolations(screen.container)).toEqual([]);
		await row(mine).getByRole('button', { name: t.cancel }).click();
		// The safe choice put the keyboard back on the button it came from, not on <body>.
		await expect.element(row(mine).getByRole('button', { name: t.forget({ label: mine.label }) })).toHaveFocus();

		await row(other)
			.getByRole('button', { name: t.forget({ label: other.label }) })
			.click();
		await expect.element(row(other)).toHaveTextContent(t.confirmOther);
		await expect.element(row(other)).not.toHaveTextContent(t.confirmThis);
		await row(other).getByRole('button', { name: t.cancel }).click();
		expect(city.commands).toEqual([]);
	});

	it('sends exactly one forget_device with that row’s id on confirming', async () => {
		const { city, row } = mount([mine, other], mine.id);
		await row(other)
			.getByRole('button', { name: t.forget({ label: other.label }) })
			.click();
		await row(other).getByRole('button', { name: t.confirm }).click();
		await expect.element(row(other)).toHaveTextContent(t.sent);
		// The confirmation went away with the keyboard in it: it lands on what the press did.
		expect(document.activeElement?.textContent?.trim()).toBe(t.sent);
		expect(forgotten(city)).toEqual([other.id]);
	});

	it('sends no forget_device from an earlier list kept beside an unavailable one, and says why', async () => {
		let readable = true;
		const lines = { answer: { devices: { devices: [mine, other] } } };
		const down = { answer: { unavailable: { query: 'devices', reason: 'the device table cannot be read' } } };
		const { city, row, screen } = mount([], mine.id, { replies: { devices: () => (readable ? lines : down) } });
		await expect.element(row(other)).toBeVisible();
		readable = false;
		await screen.getByRole('button', { name: t.refresh }).click();
		await expect.element(screen.getByText('the device table cannot be read')).toBeVisible();
		await row(other)
			.getByRole('button', { name: t.forget({ label: other.label }) })
			.click();
		await row(other).getByRole('button', { name: t.confirm }).click();
		await expect.element(row(other)).toHaveTextContent(t.held);
		expect(forgotten(city)).toEqual([]);
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('puts the keyboard on the browser being gone once the list asked again no longer holds it', async () => {
		const forgottenIds = new Set<string>();
		const city = new FakeCity({
			replies: {
				devices: () => ({ answer: { devices: { devices: [mine, other].filter((l) => !forgottenIds.has(l.id)) } } })
			},
			onCommand: (command) => {
				if ('forget_device' in command) forgottenIds.add(command.forget_device.device);
			}
		});
		const { screen, row } = await forgetOther(city);
		// The row goes once the list is asked again; the keyboard then lands on what became of the browser.
		const told = screen.getByRole('status').filter({ hasText: t.gone({ label: other.label }) });
		await expect.element(told).toHaveFocus();
		await expect.element(row(other)).not.toBeInTheDocument();
		expect(forgotten(city)).toEqual([other.id]);
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('asks again until the list no longer holds the browser forgotten (an ask is not ordered behind a command)', async () => {
		let applied = false;
		let asksAfter = 0;
		const city = new FakeCity({
			replies: {
				// The city applies the forget only after answering the first two asks that follow it.
				devices: () => {
					if (applied && ++asksAfter > 2) return { answer: { devices: { devices: [mine] } } };
					return { answer: { devices: { devices: [mine, other] } } };
				}
			},
			onCommand: (command) => void ('forget_device' in command && (applied = true))
		});
		const { screen, row } = await forgetOther(city);
		await expect.element(screen.getByRole('status').filter({ hasText: t.gone({ label: other.label }) })).toBeVisible();
		await expect.element(row(other)).not.toBeInTheDocument();
		expect(asksAfter).toBe(3);
	});

	it('shows a refusal tied to the press in that row only', async () => {
		const { screen, city, row } = mount([mine, other], mine.id, {
			onCommand: (command, c) => {
				if ('forget_device' in command) c.emitRefusal(forgetRefusal(command.forget_device.device));
			}
		});
		const refusal = forgetRefusal(other.id);
		await row(other)
			.getByRole('button', { name: t.forget({ label: other.label }) })
			.click();
		await row(other).getByRole('button', { name: t.confirm }).click();
		await expect.element(row(other)).toHaveTextContent(refusal.recovery);
		await expect.element(row(other)).not.toHaveTextContent(t.sent);
		await expect.element(row(mine)).not.toHaveTextContent(refusal.recovery);
		// The keyboard stayed on what the press did, now the refusal.
		expect(document.activeElement?.closest('td')?.textContent).toContain(refusal.recovery);
		expect(document.activeElement?.textContent).toContain(refusal.recovery);
		expect(forgotten(city)).toEqual([other.id]);
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('leaves a refusal for another press out of the rows', async () => {
		const { city, screen, row } = mount([mine, other], mine.id, {
			onCommand: (_command, c) => c.emitRefusal(forgetRefusal('ffffffffffffffff'))
		});
		const refusal = forgetRefusal(other.id);
		await row(other)
			.getByRole('button', { name: t.forget({ label: other.label }) })
			.click();
		await row(other).getByRole('button', { name: t.confirm }).click();
		await expect.element(row(other)).toHaveTextContent(t.sent);
		// The city's frames arrive in order: once a refusal for this press is drawn, the other one has been read,
		// and it landed nowhere (the recovery is on the page once, in this press's row).
		city.emitRefusal(refusal);
		await expect.element(row(other)).toHaveTextContent(refusal.recovery);
		expect(screen.container.textContent!.split(refusal.recovery).length - 1).toBe(1);
		await expect.element(row(mine)).not.toHaveTextContent(refusal.recovery);
	});
});
