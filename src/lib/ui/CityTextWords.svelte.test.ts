import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-svelte';
import CityTextWords from './CityTextWords.svelte';

const show = (p: { tool: string }) => `Show the calls of ${p.tool}`;

describe('CityTextWords', () => {
	it('draws the city’s value isolated with its override marked, the words around it plain, the text exact', async () => {
		const tool = 'evil\u202Eslm-txet';
		const screen = render(CityTextWords<{ tool: string }>, { words: show, values: { tool }, city: ['tool'] });
		await expect.poll(() => screen.container.querySelector('bdi [data-hidden-char="U+202E"]')).not.toBeNull();
		expect(screen.container.textContent).toBe(`Show the calls of ${tool}`);
		expect(screen.container.querySelector('bdi')!.textContent).toBe(tool);
	});

	it('names a button by the whole sentence', async () => {
		const target = document.createElement('button');
		document.body.append(target);
		render(CityTextWords<{ tool: string }>, {
			target,
			props: { words: show, values: { tool: 'echo' }, city: ['tool'] }
		});
		await expect.element(page.getByRole('button', { name: 'Show the calls of echo' })).toBeVisible();
		target.remove();
	});
});
