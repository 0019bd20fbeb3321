import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import AxeBuilder from './support/axe-builder';
import { expect, test } from './fixtures';

/*
 * Issue #45: the city's own defaults on /models against the local city. The thinking level set here reads back
 * "set for the city"; a building file that states its own level (written here, as a person editing it by hand
 * would) makes the page say that building overrides it; a threshold outside the city's domain is stopped on the
 * page, one inside it lands in the building's file and reads back "set for this building".
 */

test('the city’s defaults: the level set for the city, a building overriding it, the threshold', async ({
	page,
	city,
	openApp,
	wireLog
}) => {
	await openApp('/models');
	const section = page.getByTestId('city-defaults');
	const effort = section.getByTestId('effort-setting');
	await expect(effort.getByTestId('setting-origin')).toHaveAttribute('data-origin', 'untouched');
	await expect(effort.getByTestId('setting-origin')).toContainText('the provider decides');

	await effort.getByRole('combobox', { name: 'Thinking level for the city' }).selectOption('high');
	await effort.getByRole('button', { name: 'Set for the city' }).click();
	await expect(effort.getByTestId('save-status')).toHaveAttribute('data-phase', 'saved');
	await expect(effort.getByTestId('setting-origin')).toContainText('In force: high (set for the city)');
	expect(JSON.parse(await readFile(join(city.root, 'CONFIG.json'), 'utf8')).model).toEqual({ effort: 'high' });

	// A building's own file, written by hand: the page reads it when that building is shown.
	const buildingDir = join(city.root, 'layers', ...city.building.split('/'));
	await mkdir(buildingDir, { recursive: true });
	await writeFile(join(buildingDir, 'CONFIG.json'), JSON.stringify({ model: { effort: 'low' } }));
	await section.getByRole('textbox', { name: 'Building' }).fill(city.building);
	await section.getByRole('button', { name: 'Show' }).click();
	await expect(effort.getByTestId('setting-override')).toContainText(
		`A nearer file overrides this at ${city.building}. In force there: low (set for this building)`
	);

	const threshold = section.getByTestId('threshold-setting');
	await expect(threshold).toContainText(`At ${city.building}`);
	const box = threshold.getByRole('textbox', { name: 'Threshold in percent (31 to 90)' });
	await box.fill('95');
	await expect(threshold).toContainText('Outside what the city accepts: from 31 to 90.');
	await expect(threshold.getByRole('button', { name: 'Set for this address' })).toBeDisabled();
	await box.fill('70');
	await threshold.getByRole('button', { name: 'Set for this address' }).click();
	await expect(threshold.getByTestId('save-status')).toHaveAttribute('data-phase', 'saved');
	await expect(threshold.getByTestId('setting-origin')).toContainText('In force: 70 % (set for this building)');
	expect(JSON.parse(await readFile(join(buildingDir, 'CONFIG.json'), 'utf8'))).toEqual({
		model: { effort: 'low' },
		context: { second_threshold: 70 }
	});

	const sent = wireLog.commands().filter((c) => 'configure_city' in c || 'configure_building' in c);
	expect(sent).toEqual([
		{ configure_city: { keep_warm: null, effort: 'high', search: null, idem: expect.any(String) } },
		{
			configure_building: {
				addr: city.building,
				mcp: null,
				sandbox: null,
				desktop: null,
				context_second_threshold: 70,
				idem: expect.any(String)
			}
		}
	]);
	const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
	expect(axe.violations.map((v) => v.id)).toEqual([]);

	// The overview's line: the level in force and where it comes from, linked to the models page.
	await page.getByRole('link', { name: 'Overview' }).first().click();
	const line = page.getByTestId('overview-effort');
	await expect(line.getByTestId('setting-origin')).toContainText('high (set for the city)');
	await line.getByRole('link', { name: 'Thinking level for the city: change it on the models page' }).click();
	// It lands on the control itself, focused, not just on the page.
	await expect(page).toHaveURL(/\/models\?setting=effort$/);
	await expect(
		page.getByTestId('city-defaults').getByRole('combobox', { name: 'Thinking level for the city' })
	).toBeFocused();
});

test('keep-warm: read back from the city’s CONFIG.toml, and a file edited by hand shows after rules_changed', async ({
	page,
	city,
	openApp,
	wireLog
}) => {
	const configFile = join(city.root, 'CONFIG.json');
	await openApp('/models');
	const section = page.getByTestId('city-defaults');
	const warm = section.getByTestId('keep-warm-setting');
	const file = warm.getByTestId('keep-warm-file');
	// A new city has no file of its own: the city's default, drawn as one.
	await expect(file).toHaveAttribute('data-reading', 'default');
	await expect(file).toContainText('In force: off (the city’s default)');
	await expect(file).toContainText('no settings file of its own yet');

	await warm.getByRole('radio', { name: 'five minutes' }).check();
	await warm.getByRole('button', { name: 'Send' }).click();
	await expect(warm.getByTestId('save-status')).toHaveAttribute('data-phase', 'saved');
	await expect(file).toContainText('In force: five minutes (set for the city)');
	expect(JSON.parse(await readFile(configFile, 'utf8')).cache).toEqual({ keep_warm: 'five_minute' });
	const documentAsks = () => wireLog.asks().filter((a) => JSON.stringify(a.query).includes('"document"')).length;
	expect(documentAsks()).toBeGreaterThanOrEqual(2);

	// Edited by hand: nothing shows until the city says a layer moved (no timers), then the file is read again.
	const edited = JSON.parse(await readFile(configFile, 'utf8'));
	await writeFile(configFile, JSON.stringify({ ...edited, cache: { keep_warm: 'off' } }));
	const asksBefore = documentAsks();
	await section.getByRole('combobox', { name: 'Thinking level for the city' }).selectOption('low');
	await section.getByTestId('effort-setting').getByRole('button', { name: 'Set for the city' }).click();
	await expect(file).toContainText('In force: off (set for the city)');
	await expect(warm.getByRole('radio', { name: 'off' })).toBeChecked();
	expect(documentAsks()).toBeGreaterThan(asksBefore);
	expect(JSON.parse(await readFile(configFile, 'utf8'))).toEqual({
		cache: { keep_warm: 'off' },
		model: { effort: 'low' }
	});
	const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
	expect(axe.violations.map((v) => v.id)).toEqual([]);
});
