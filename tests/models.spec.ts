import AxeBuilder from './support/axe-builder';
import { expect, test } from './fixtures';

test.use({ cityOptions: { demo: true } });

const search = 'Find a model, provider id or endpoint';

test.describe('the models page', () => {
	test('shows qwen3-8b once, with both providers (openrouter and vllm) inside it', async ({ page, openApp }) => {
		await openApp('/models');
		await expect(page.getByRole('heading', { level: 1, name: 'Models' })).toBeVisible();
		await page.getByRole('button', { name: 'Choose a model for Main' }).click();
		const dialog = page.getByRole('dialog', { name: 'Model picker' });
		await dialog.getByRole('combobox', { name: search }).fill('qwen3');
		const models = dialog.getByRole('listbox', { name: 'Models' }).getByRole('option');
		await expect(models).toHaveCount(1);
		await expect(models).toContainText('qwen3-8b');
		await expect(models).toContainText('2 providers');
		const providers = dialog.getByRole('listbox', { name: 'Providers of qwen3-8b' }).getByRole('option');
		await expect(providers).toHaveCount(2);
		await expect(providers.nth(0)).toContainText('qwen/qwen3-8b');
		await expect(providers.nth(1)).toContainText('Qwen/Qwen3-8B');
		await expect(providers.nth(1)).toContainText('local');
		const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
		expect(axe.violations.map((v) => v.id)).toEqual([]);
	});

	test('choosing a model per tag sends select_model and survives a reload', async ({ page, openApp, wireLog }) => {
		await openApp('/models');
		await expect(page.getByTestId('chosen-main')).toContainText('claude-sonnet-4-5-20250929');
		await expect(page.getByTestId('chosen-transcribe')).toHaveText('No model chosen yet.');

		// Transcribe: vllm's Qwen, by keyboard.
		await page.getByRole('button', { name: 'Choose a model for Transcribe' }).click();
		await page.keyboard.type('qwen3');
		await page.keyboard.press('Enter');
		await page.keyboard.press('ArrowDown');
		await page.keyboard.press('Enter');
		await expect(page.getByRole('dialog')).toHaveCount(0);
		await expect(page.getByTestId('chosen-transcribe')).toContainText('Qwen/Qwen3-8B from vllm');

		// Main: OpenRouter's gpt-5-mini, with a ceiling typed first.
		const main = page.getByRole('region', { name: 'Main' });
		await main.getByRole('textbox', { name: 'Output ceiling (tokens)' }).fill('4000');
		await main.getByRole('button', { name: 'Choose a model for Main' }).click();
		await page.getByRole('combobox', { name: search }).fill('gpt-5');
		await page.getByRole('button', { name: 'Choose openai/gpt-5-mini from OpenRouter' }).click();
		await expect(page.getByTestId('chosen-main')).toContainText('openai/gpt-5-mini from OpenRouter');

		const selects = wireLog
			.commands()
			.map((c) => (c as { select_model?: Record<string, unknown> }).select_model)
			.filter(Boolean);
		expect(selects).toEqual([
			{
				endpoint: 'vllm',
				model: 'Qwen/Qwen3-8B',
				tag: 'transcribe',
				context_tokens: null,
				max_output_tokens: null,
				input: null,
				idem: expect.stringMatching(/^idem1-[0-9a-f]{32}$/)
			},
			{
				endpoint: 'openrouter',
				model: 'openai/gpt-5-mini',
				tag: 'main',
				context_tokens: null,
				max_output_tokens: 4000,
				input: null,
				idem: expect.stringMatching(/^idem1-[0-9a-f]{32}$/)
			}
		]);

		await page.reload();
		await expect(page.getByTestId('chosen-transcribe')).toContainText('Qwen/Qwen3-8B from vllm');
		await expect(page.getByTestId('chosen-main')).toContainText('openai/gpt-5-mini from OpenRouter');
		await expect(
			page.getByRole('region', { name: 'Main' }).getByRole('textbox', { name: 'Output ceiling (tokens)' })
		).toHaveValue('4000');
		// The picker remembers the recent choices across the reload.
		await page.getByRole('button', { name: 'Choose a model for Digest' }).click();
		await expect(page.getByRole('region', { name: 'Recently chosen' }).getByRole('button')).toHaveCount(2);
		const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
		expect(axe.violations.map((v) => v.id)).toEqual([]);
	});

	test('what is typed while the picker is still being fetched is not lost', async ({ page, openApp, wireLog }) => {
		// A slow network from the start: the page fetches the picker's code while idle after its first paint
		// (before any press), so that fetch must be slow too for the press to find it still on its way.
		await page.route('**/_app/immutable/**/*.js', async (route) => {
			await new Promise((r) => setTimeout(r, 1000));
			await route.continue();
		});
		await openApp('/models');
		await expect(page.getByTestId('chosen-transcribe')).toHaveText('No model chosen yet.');
		const open = page.getByRole('button', { name: 'Choose a model for Transcribe' });
		await open.click();
		await expect(open).toHaveAttribute('aria-busy', 'true');
		await page.keyboard.type('qwen3');
		await page.keyboard.press('Enter');
		await page.keyboard.press('ArrowDown');
		await page.keyboard.press('Enter');
		await expect(page.getByTestId('chosen-transcribe')).toContainText('Qwen/Qwen3-8B from vllm');
		await expect(page.getByRole('dialog')).toHaveCount(0);
		const selects = wireLog.commands().filter((c) => 'select_model' in c);
		expect(selects).toHaveLength(1);
	});
});
