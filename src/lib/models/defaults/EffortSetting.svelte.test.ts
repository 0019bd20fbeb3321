import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-svelte';
import { FakeCity } from '$lib/testing/fake-city';
import InHarness from '$lib/testing/InHarness.svelte';
import EffortSetting from './EffortSetting.svelte';
import { configAt } from './defaults-samples';

describe('EffortSetting held', () => {
	it('sends nothing while the city’s settings are not a current read, says why, and keeps the choice', async () => {
		const city = new FakeCity();
		const props = {
			answer: configAt('acme', { effort: { effort: 'high', from: 'city' } }),
			asOf: 5,
			standing: 'stale'
		};
		const screen = render(InHarness, { props: { city, component: EffortSetting as never, props } });
		await screen.getByRole('combobox').selectOptions('max');
		await screen.getByRole('button', { name: 'Set for the city' }).click();
		await expect.element(screen.getByTestId('held')).toBeVisible();
		await expect.element(screen.getByRole('combobox')).toHaveValue('max');
		expect(city.commands).toEqual([]);
	});

	it('shows a level this app does not know as the city spelled it', async () => {
		const city = new FakeCity();
		const props = { answer: configAt('acme', { effort: { effort: 'ultra', from: 'district' } }), asOf: 5 };
		const screen = render(InHarness, { props: { city, component: EffortSetting as never, props } });
		await expect
			.element(screen.getByTestId('setting-origin'))
			.toHaveTextContent('In force: ultra (set at a layer named district)');
	});

	it('lands focused on the level when a link names it (?setting=effort), and takes no focus otherwise', async () => {
		const props = { answer: configAt('acme', { effort: { effort: 'high', from: 'city' } }), asOf: 5 };
		const linked = render(InHarness, {
			props: { city: new FakeCity(), component: EffortSetting as never, props, params: { setting: 'effort' } }
		});
		await expect.element(linked.getByRole('combobox')).toHaveFocus();
		linked.unmount();
		const plain = render(InHarness, {
			props: { city: new FakeCity(), component: EffortSetting as never, props, params: { setting: 'keep_warm' } }
		});
		await expect.element(plain.getByRole('combobox')).toBeVisible();
		await expect.element(plain.getByRole('combobox')).not.toHaveFocus();
	});
});
