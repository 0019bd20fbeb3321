import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-svelte';
import { axeViolations } from '$lib/testing/axe';
import { FakeCity, type FakeReply } from '$lib/testing/fake-city';
import InHarness from '$lib/testing/InHarness.svelte';
import { refusals } from '$lib/storybook/fixtures';
import type { SettingsParams } from '$lib/settings/city-settings-options';
import type { DocumentState } from '$protocol/schemas/document';
import KeepWarmSetting from './KeepWarmSetting.svelte';
import { documentReply, heldText, KEEP_WARM_FILES } from './keep-warm-samples';

/**
 * A fake city with its own `CONFIG.toml`: `document` answers the file as it is now; `configure_city {keep_warm}`
 * rewrites its `[cache]` (unless told to lose the write or refuse), then `rules_changed`.
 */
class FileCity {
	text: string | null = null;
	lose = false;
	refuse = false;
	reply: FakeReply | null = null;
	readonly fake = new FakeCity({
		city: 'acme',
		replies: {
			document: () => this.reply ?? documentReply(this.text === null ? 'missing' : heldText(this.text))
		},
		onCommand: (c, city) => {
			if (this.refuse) return city.emitRefusal({ ...refusals.nearby, action: 'read a configuration layer' });
			if (!('configure_city' in c)) return;
			if (!this.lose) this.text = `[cache]\nkeep_warm = "${c.configure_city.keep_warm}"\n`;
			city.emitEvent('rules_changed', { scope: 'city', which: 'CONFIG.toml' }, 'acme');
		}
	});

	/** Someone edits the file by hand (or another tab sends), then the city's event. */
	edit(text: string): void {
		this.text = text;
		this.fake.emitEvent('rules_changed', { scope: 'city', which: 'CONFIG.toml' }, 'acme');
	}
}

function mount(city = new FileCity(), params: SettingsParams = {}) {
	const screen = render(InHarness, {
		props: { city: city.fake, component: KeepWarmSetting as never, props: { city: 'acme' }, params }
	});
	return { city, screen, sent: city.fake.commands };
}

const part = () => page.getByTestId('keep-warm-setting');
const file = () => part().getByTestId('keep-warm-file');
const radio = (name: string) => part().getByRole('radio', { name });
const send = () => part().getByRole('button', { name: 'Send' });
const status = () => part().getByTestId('save-status');
const asksForFile = (city: FileCity) => city.fake.asks.filter((q) => typeof q === 'object' && 'document' in q).length;

describe('KeepWarmSetting: read from the city’s CONFIG.toml', () => {
	it('shows what the city’s file states, set for the city, and starts the choice there', async () => {
		const city = new FileCity();
		city.text = '[model]\neffort = "high"\n\n[cache]\nkeep_warm = "five_minute"\n';
		mount(city);
		await expect.element(file()).toHaveAttribute('data-reading', 'stated');
		await expect
			.element(file().getByTestId('setting-origin'))
			.toHaveTextContent('In force: five minutes (set for the city)');
		await expect.element(radio('five minutes')).toBeChecked();
		await expect.element(part()).not.toHaveTextContent('What this page last sent');
		expect(city.fake.asks).toContainEqual({ document: { at: '.sprawling/CONFIG.toml' } });
	});

	it.each([
		['missing', 'In force: off (the city’s default)', 'no settings file of its own yet'],
		['notStated', 'In force: off (the city’s default)', 'does not state it'],
		[
			'strange',
			'In force: hourly (set for the city)',
			'a value this page does not know (the city reads off or five_minute): hourly'
		],
		['cut', 'longer than the city sends at once', 'so it is not known here'],
		['opaque', 'is not text', 'cannot read the setting from it'],
		['unreadable', 'The city could not read its file: Permission denied (os error 13)', 'CONFIG.toml'],
		['unread', 'Line 2 of the city’s file is written in a form this page does not read', 'never guessed at']
	] as const)('says a %s file honestly, never as a value it does not state (axe clean)', async (name, said, also) => {
		const city = new FileCity();
		city.reply = documentReply(KEEP_WARM_FILES[name] as DocumentState);
		const { screen } = mount(city);
		await expect.element(file()).toHaveTextContent(said);
		await expect.element(file()).toHaveTextContent(also);
		if (name !== 'missing' && name !== 'notStated') await expect.element(file()).not.toHaveTextContent('default');
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('an unavailable answer says the city’s reason verbatim', async () => {
		const city = new FileCity();
		city.reply = {
			answer: { unavailable: { query: 'Document(.sprawling/CONFIG.toml)', reason: 'the store is locked' } }
		};
		mount(city);
		await expect.element(file()).toHaveTextContent('The city could not read its file: the store is locked');
	});
});

describe('KeepWarmSetting: saving', () => {
	it('is saved only once a re-read of the file after the city’s event shows the value sent', async () => {
		const { city, sent } = mount();
		await expect.element(file()).toHaveAttribute('data-reading', 'default');
		const before = asksForFile(city);
		await radio('five minutes').click();
		await send().click();
		await expect.element(status()).toHaveAttribute('data-phase', 'saved');
		await expect.element(status()).toHaveTextContent('Saved: the city reads it back.');
		await expect.element(file().getByTestId('setting-origin')).toHaveTextContent('five minutes (set for the city)');
		expect(asksForFile(city)).toBeGreaterThan(before);
		expect(sent).toEqual([
			{ configure_city: { effort: null, keep_warm: 'five_minute', search: null, idem: expect.any(String) } }
		]);
	});

	it('never says saved when the file read back states another value', async () => {
		const city = new FileCity();
		city.lose = true;
		mount(city);
		await radio('five minutes').click();
		await send().click();
		await expect.element(status()).toHaveAttribute('data-phase', 'differs');
	});

	it('shows a refusal verbatim where the press was, and keeps the choice', async () => {
		const city = new FileCity();
		city.refuse = true;
		mount(city);
		await radio('five minutes').click();
		await send().click();
		await expect.element(part().getByText(refusals.nearby.recovery, { exact: false })).toBeVisible();
		await expect.element(part()).toHaveTextContent('The city refused keeping the cache warm');
		await expect.element(status()).toHaveAttribute('data-phase', 'idle');
		await expect.element(radio('five minutes')).toBeChecked();
	});

	it('shows a file edited elsewhere after rules_changed, keeping a choice the person holds', async () => {
		const city = new FileCity();
		city.text = '[cache]\nkeep_warm = "off"\n';
		mount(city);
		await expect.element(radio('off')).toBeChecked();
		city.edit('[cache]\nkeep_warm = "five_minute"\n');
		await expect.element(file().getByTestId('setting-origin')).toHaveTextContent('five minutes (set for the city)');
		await expect.element(radio('five minutes')).toBeChecked();
		city.edit('[cache]\nkeep_warm = "off"\n');
		await expect.element(radio('off')).toBeChecked();
		// A choice held while the file loses its key: the city's default is said, the choice stays.
		await radio('five minutes').click();
		city.edit('[model]\neffort = "low"\n');
		await expect.element(file()).toHaveTextContent('In force: off (the city’s default)');
		await expect.element(radio('five minutes')).toBeChecked();
	});
});

describe('KeepWarmSetting: a city that does not answer document', () => {
	it('falls back to what this tab last sent, labelled so, and the next press may go', async () => {
		const city = new FileCity();
		city.reply = 'unknown question';
		const { screen } = mount(city);
		await expect.element(part()).toHaveTextContent('What this page last sent: nothing yet from this tab');
		await expect.element(part()).toHaveTextContent('does not answer reads of its own file');
		await radio('five minutes').click();
		await send().click();
		await expect.element(part().getByTestId('keep-warm-last')).toHaveTextContent('five minutes');
		await expect.element(status()).toHaveTextContent('no answer reads this setting back');
		await expect.element(send()).toBeEnabled();
		expect(await axeViolations(screen.container)).toEqual([]);
	});
});

describe('KeepWarmSetting: a link to it', () => {
	it('lands on the control, focused (?setting=keep_warm)', async () => {
		const city = new FileCity();
		city.text = '[cache]\nkeep_warm = "five_minute"\n';
		mount(city, { setting: 'keep_warm' });
		await expect.element(radio('five minutes')).toHaveFocus();
	});
	it('takes no focus without one', async () => {
		mount();
		await expect.element(file()).toBeVisible();
		await expect.element(radio('off')).not.toHaveFocus();
	});
});
