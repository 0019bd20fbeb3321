import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-svelte';
import { axeViolations } from '$lib/testing/axe';
import { FakeCity } from '$lib/testing/fake-city';
import InHarness from '$lib/testing/InHarness.svelte';
import { refusals } from '$lib/storybook/fixtures';
import type { Command } from '$protocol/schemas/commands';
import type { ConfigAnswer, SecondDomain } from '$protocol/schemas/endpoints';
import CityDefaults from './CityDefaults.svelte';
import { configAt } from './defaults-samples';

/**
 * A fake city with layers: the city's own level and each address's own level and threshold, answered with the
 * layer each came from, written by the commands it is sent (unless told to refuse or to read back otherwise).
 */
class LayeredCity {
	cityEffort: string | null = null;
	own: Record<string, { effort?: string; percent?: number }> = {};
	domain: SecondDomain = { min: 31, max: 90 };
	/** Commands are taken (their event written) but not written: the read-back keeps the old value. */
	lose = false;
	refuse = false;
	readonly fake = new FakeCity({
		city: 'acme',
		replies: {
			config: (q) => ({ answer: { config: this.answer((q as { config: { addr: string } }).config.addr) } }),
			// An older city: keep-warm falls back to what this tab sent (KeepWarmSetting.svelte.test.ts reads the file).
			document: 'unknown question'
		},
		onCommand: (c, city) => this.apply(c, city)
	});

	answer(addr: string): ConfigAnswer {
		const own = addr === 'acme' ? {} : (this.own[addr] ?? {});
		const effort = own.effort
			? { effort: own.effort, from: 'building' }
			: this.cityEffort
				? { effort: this.cityEffort, from: 'city' }
				: null;
		const second =
			own.percent !== undefined ? { percent: own.percent, from: 'building' } : { percent: 65, from: 'default' };
		return configAt(addr, { effort, second: { ...second, domain: this.domain } });
	}

	apply(c: Command, city: FakeCity): void {
		if (this.refuse) return city.emitRefusal({ ...refusals.nearby, action: 'read a configuration layer' });
		if ('configure_city' in c) {
			if (!this.lose && c.configure_city.effort) this.cityEffort = c.configure_city.effort;
			city.emitEvent('rules_changed', { scope: 'city', which: 'CONFIG.toml' }, 'acme');
		} else if ('configure_building' in c) {
			const b = c.configure_building;
			if (!this.lose) this.own[b.addr] = { ...this.own[b.addr], percent: b.context_second_threshold! };
			city.emitEvent('building_configured', { mcp: null }, b.addr);
		}
	}

	/** A change made elsewhere (another tab, a file edit): written, then the city's event. */
	changeElsewhere(effort: string): void {
		this.cityEffort = effort;
		this.fake.emitEvent('rules_changed', { scope: 'city', which: 'CONFIG.toml' }, 'acme');
	}
}

function mount(city = new LayeredCity()) {
	const screen = render(InHarness, { props: { city: city.fake, component: CityDefaults as never, props: {} } });
	return { city, screen, sent: city.fake.commands };
}

const effort = () => page.getByTestId('effort-setting');
const threshold = () => page.getByTestId('threshold-setting');
const level = () => page.getByRole('combobox', { name: 'Thinking level for the city' });
const setForCity = () => page.getByRole('button', { name: 'Set for the city' });
const status = (part: ReturnType<typeof effort>) => part.getByTestId('save-status');

describe('The city’s defaults: the thinking level', () => {
	it('draws an untouched level as a placeholder and offers no way to send “the provider decides”', async () => {
		const { screen } = mount();
		const origin = effort().getByTestId('setting-origin');
		await expect.element(origin).toHaveAttribute('data-origin', 'untouched');
		await expect.element(origin).toHaveTextContent('In force: the provider decides (nobody has set this)');
		await expect.element(effort()).toHaveTextContent('cannot be cleared from here');
		await expect.element(setForCity()).toBeDisabled();
		await expect.element(level()).toHaveValue('');
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('says saved only once the config read after the city’s event shows the level', async () => {
		const { sent } = mount();
		await level().selectOptions('max');
		await setForCity().click();
		await expect.element(status(effort())).toHaveAttribute('data-phase', 'saved');
		expect(sent).toEqual([
			{ configure_city: { effort: 'max', keep_warm: null, search: null, idem: expect.any(String) } }
		]);
		await expect.element(effort().getByTestId('setting-origin')).toHaveTextContent('In force: max (set for the city)');
		// Once set, the untouched state is no longer offered.
		expect(level().element().querySelector('option[value=""]')).toBeNull();
	});

	it('never says saved when the read-back after the event shows another value', async () => {
		const city = new LayeredCity();
		city.lose = true;
		mount(city);
		await level().selectOptions('high');
		await setForCity().click();
		await expect.element(status(effort())).toHaveAttribute('data-phase', 'differs');
	});

	it('shows a refusal verbatim where the press was, and keeps the choice', async () => {
		const city = new LayeredCity();
		city.refuse = true;
		mount(city);
		await level().selectOptions('low');
		await setForCity().click();
		await expect.element(effort().getByText(refusals.nearby.recovery, { exact: false })).toBeVisible();
		await expect.element(level()).toHaveValue('low');
		await expect.element(status(effort())).toHaveAttribute('data-phase', 'idle');
	});

	it('shows a change made elsewhere without a reload, keeping a choice the person holds', async () => {
		const city = new LayeredCity();
		city.cityEffort = 'high';
		mount(city);
		await expect.element(effort().getByTestId('setting-origin')).toHaveTextContent('high (set for the city)');
		city.changeElsewhere('medium');
		// An untouched choice follows the city.
		await expect.element(effort().getByTestId('setting-origin')).toHaveTextContent('medium (set for the city)');
		await expect.element(level()).toHaveValue('medium');
		await level().selectOptions('xhigh');
		city.changeElsewhere('minimal');
		await expect.element(effort().getByTestId('changed-elsewhere')).toHaveTextContent('the city now reads minimal');
		await expect.element(level()).toHaveValue('xhigh');
	});

	it('says when a building’s own file overrides the city’s level, and what is in force there', async () => {
		const city = new LayeredCity();
		city.cityEffort = 'high';
		city.own['acme/lab'] = { effort: 'low' };
		mount(city);
		await expect.element(effort().getByTestId('setting-origin')).toHaveTextContent('high (set for the city)');
		await expect.element(effort().getByTestId('setting-override')).not.toBeInTheDocument();
		await page.getByRole('textbox', { name: 'Building' }).fill('acme/lab');
		await page.getByRole('button', { name: 'Show' }).click();
		await expect
			.element(effort().getByTestId('setting-override'))
			.toHaveTextContent('A nearer file overrides this at acme/lab. In force there: low (set for this building)');
	});
});

describe('The city’s defaults: the context threshold', () => {
	it('stops a figure outside the city’s own domain beside the field, and sends nothing', async () => {
		const city = new LayeredCity();
		// A domain no constant would give: 35 is inside the local city's 31…90, outside this one.
		city.domain = { min: 40, max: 60 };
		const { sent, screen } = mount(city);
		const box = threshold().getByRole('textbox', { name: 'Threshold in percent (40 to 60)' });
		await box.fill('35');
		await expect.element(threshold()).toHaveTextContent('Outside what the city accepts: from 40 to 60.');
		const press = threshold().getByRole('button', { name: 'Set for this address' });
		await expect.element(press).toBeDisabled();
		await box.fill('45.5');
		await expect.element(threshold()).toHaveTextContent('A whole number only');
		await expect.element(box).toHaveValue('45.5');
		expect(sent).toEqual([]);
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('shows the city’s default as a placeholder and the first rung beside it', async () => {
		mount();
		await expect.element(threshold().getByTestId('setting-origin')).toHaveAttribute('data-origin', 'untouched');
		await expect.element(threshold().getByTestId('setting-origin')).toHaveTextContent('65 % (the city’s default)');
		await expect.element(threshold().getByTestId('first-rung')).toHaveTextContent('30 %');
		await expect.element(threshold().getByRole('textbox')).toHaveValue('');
	});

	it('sends one face, and reads back “set for this building”', async () => {
		const { sent } = mount();
		await page.getByRole('textbox', { name: 'Building' }).fill('acme/lab');
		await page.getByRole('button', { name: 'Show' }).click();
		await threshold().getByRole('textbox').fill('70');
		await threshold().getByRole('button', { name: 'Set for this address' }).click();
		await expect.element(status(threshold())).toHaveAttribute('data-phase', 'saved');
		await expect.element(threshold().getByTestId('setting-origin')).toHaveTextContent('70 % (set for this building)');
		expect(sent).toEqual([
			{
				configure_building: {
					addr: 'acme/lab',
					mcp: null,
					sandbox: null,
					desktop: null,
					context_second_threshold: 70,
					idem: expect.any(String)
				}
			}
		]);
	});
});

describe('The city’s defaults: keeping the cache warm', () => {
	it('with a city that does not answer document, says only what this tab sent, never as the city’s value', async () => {
		const { sent } = mount();
		const part = page.getByTestId('keep-warm-setting');
		await expect.element(part).toHaveTextContent('What this page last sent: nothing yet from this tab');
		await part.getByRole('radio', { name: 'five minutes' }).click();
		await part.getByRole('button', { name: 'Send' }).click();
		await expect.element(part.getByTestId('keep-warm-last')).toHaveTextContent('five minutes');
		await expect.element(status(part)).toHaveTextContent('no answer reads this setting back');
		expect(sent).toEqual([
			{ configure_city: { effort: null, keep_warm: 'five_minute', search: null, idem: expect.any(String) } }
		]);
	});
});
