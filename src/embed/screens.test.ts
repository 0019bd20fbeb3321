import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';

// The embed module fetches the first page's code beside the widget, so it names each page's screen itself (a
// static import of CitySettings' list would put a chunk in front of it): the two lists must stay one.
const screensOf = (file: string) =>
	[
		...readFileSync(join(import.meta.dirname, '..', file), 'utf8').matchAll(
			/(\w+): (?:lazyPart\()?\(\) => import\('(\$lib\/[^']+Screen\.svelte)'\)/g
		)
	]
		.map((m) => `${m[1]} ${m[2]}`)
		.sort();

it('names the same screen for each page as CitySettings does', () => {
	const embed = screensOf('embed/city-settings.ts');
	expect(embed).toHaveLength(6);
	expect(embed).toEqual(screensOf('lib/settings/CitySettings.svelte'));
});
