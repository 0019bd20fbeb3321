import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { en } from './en';

/*
 * A section whose English comes with a lazily fetched part's code, not with a route's first load, is there
 * only once its provider module has run. So every file that reads the section imports that provider; a file
 * that forgot would draw nothing in a built app (development has every section from the start).
 */

const SRC = join(import.meta.dirname, '../..');
const LAZY_SECTIONS = {
	endpointForms: '/endpoint-forms-words',
	mcpChanges: '/mcp-changes-words',
	mcpTools: '/mcp-tools-words',
	mcpUsage: '/mcp-usage-words',
	mcpToolkits: '/mcp-toolkits-words',
	modelPicker: '/model-picker-words',
	glance: '/glance-words',
	door: '/door-words',
	configProblem: '/config-problem-words',
	linkStopped: '/link-stopped-words',
	embedded: '/embedded-words',
	refusal: '/refusal-words',
	answerProblem: '/answer-problem-words',
	notices: '/notices-words',
	aboveCeiling: '/above-ceiling-words',
	settingOrigin: '/setting-origin-words',
	cityDefaults: '/city-defaults-words',
	search: '/search-words'
} satisfies Partial<Record<keyof typeof en, string>>;

function sources(dir: string): string[] {
	return readdirSync(dir).flatMap((name) => {
		const path = join(dir, name);
		if (statSync(path).isDirectory()) return name === 'i18n' ? [] : sources(path);
		const source = /\.(svelte|ts)$/.test(name) && !/\.(stories\.svelte|test\.ts)$/.test(name);
		return source ? [path] : [];
	});
}

describe('sections that come with a lazy part', () => {
	const files = sources(SRC).map((path) => ({ path: relative(SRC, path), text: readFileSync(path, 'utf8') }));

	for (const [section, provider] of Object.entries(LAZY_SECTIONS)) {
		it(`every reader of ${section} imports ${provider}`, () => {
			const readers = files.filter(
				(f) => !f.path.endsWith(`${provider}.ts`) && new RegExp(`\\bt\\.${section}\\b`).test(f.text)
			);
			expect(readers.length).toBeGreaterThan(0);
			const unprovided = readers.filter((f) => !f.text.includes(`${provider}'`)).map((f) => f.path);
			expect(unprovided).toEqual([]);
		});
	}
});
