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
	await expect(page.getByTestId('city-defaults')).toBeVisible();
});
