import AxeBuilder from './support/axe-builder';
import { expect, test } from './fixtures';

/*
 * WCAG AA contrast in both themes, on every route, against a live city (so the
 * pages draw what they really draw). The city's text counts too: it is drawn
 * in the app's colours.
 */

const routes = ['/', '/mcp', '/endpoints', '/models'];

for (const scheme of ['light', 'dark'] as const) {
	for (const route of routes) {
		test(`${route} meets AA contrast in the ${scheme} theme`, async ({ page, openApp, city }) => {
			await page.emulateMedia({ colorScheme: scheme });
			await openApp(route);
			await expect(page.getByRole('status', { name: 'Connection to the city' })).toContainText(
				`Connected to ${city.city}`
			);
			await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
			// Let the page's first answers arrive; then check what is on screen.
			await page.waitForLoadState('networkidle');
			const result = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
			const found = result.violations.flatMap((v) =>
				v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`)
			);
			expect(found).toEqual([]);
		});
	}
}
