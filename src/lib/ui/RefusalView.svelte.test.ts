import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-svelte';
import { axeViolations } from '$lib/testing/axe';
import { refusalFactory } from '$lib/testing/factories';
import RefusalView from './RefusalView.svelte';

const hostile = '<img src=x onerror=alert(1)>';
const long = 'x'.repeat(5000);

describe('RefusalView', () => {
	it('draws markup-looking, multi-line and 5,000-character fields as that exact text', async () => {
		const refusal = refusalFactory({
			code: 'E_SOMETHING_NEW',
			action: hostile,
			subject: `line one\nline two ${hostile}`,
			recovery: long,
			nearby: [hostile]
		});
		const screen = render(RefusalView, { refusal });
		const root = screen.container;
		expect(root.querySelector('img')).toBeNull();
		expect(root.textContent).toContain(hostile);
		expect(root.textContent).toContain('line one\nline two');
		expect(root.textContent).toContain('E_SOMETHING_NEW');
		// The long recovery is folded, with a way to see it whole.
		expect(root.textContent).not.toContain(long);
		await page.getByRole('button', { name: 'Show all 5000 characters' }).click();
		expect(root.textContent).toContain(long);
	});

	it('shows the gate parts and nearby suggestions verbatim', async () => {
		const refusal = refusalFactory({
			code: 'E_GATE_DENIED',
			nearby: ['claude-sonnet-4-5-20250929'],
			gate: { rule: 'rule text', violation: 'violation text', alternative: 'alternative text' }
		});
		const screen = render(RefusalView, { refusal });
		for (const text of ['rule text', 'violation text', 'alternative text', 'claude-sonnet-4-5-20250929']) {
			await expect.element(screen.getByText(text)).toBeVisible();
		}
	});

	it('copies the whole refusal as JSON', async () => {
		const refusal = refusalFactory({ subject: 'copied subject' });
		let written = '';
		Object.defineProperty(navigator, 'clipboard', {
			value: { writeText: async (s: string) => void (written = s) },
			configurable: true
		});
		const screen = render(RefusalView, { refusal });
		await screen.getByRole('button', { name: 'Copy as JSON' }).click();
		await expect.element(screen.getByText('Copied', { exact: true })).toBeVisible();
		expect(JSON.parse(written)).toEqual(refusal);
	});

	it('has no axe violations', async () => {
		const screen = render(RefusalView, {
			refusal: refusalFactory({ gate: { rule: 'r', violation: 'v', alternative: 'a' } })
		});
		expect(await axeViolations(screen.container)).toEqual([]);
	});
});
