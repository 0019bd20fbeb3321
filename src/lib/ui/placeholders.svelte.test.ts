import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-svelte';
import '$lib/theme/theme.css';
import { i18n } from '$lib/i18n';
import TuningFields from '$lib/endpoints/TuningFields.svelte';
import { storyData } from '$lib/endpoints/samples/endpoint-samples';
import { emptyTuningForm } from '$lib/endpoints/tuning-form';

/** Whether an input's placeholder fits inside its box, measured with the input's own font. */
function placeholderFits(input: HTMLInputElement): boolean {
	const style = getComputedStyle(input);
	const ctx = document.createElement('canvas').getContext('2d')!;
	ctx.font = `${style.fontSize} ${style.fontFamily}`;
	const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
	return ctx.measureText(input.placeholder).width <= room;
}

describe('placeholders are never cut', () => {
	for (const lang of ['en', 'zh'] as const) {
		it(`shows every tuning default whole (${lang}, 360 px)`, async () => {
			i18n.lang = lang;
			await i18n.ready();
			const target = document.createElement('div');
			target.className = 'city-settings';
			target.style.width = '328px';
			document.body.append(target);
			render(TuningFields, { target, props: { values: emptyTuningForm(), defaults: storyData.defaults } });
			const withPlaceholder = [...target.querySelectorAll('input')].filter((i) => i.placeholder !== '');
			expect(withPlaceholder.length).toBeGreaterThan(0);
			for (const input of withPlaceholder) expect(placeholderFits(input), input.placeholder).toBe(true);
			i18n.lang = 'en';
		});
	}
});
