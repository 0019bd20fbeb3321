import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-svelte';
import { i18n } from '$lib/i18n';
import { axeViolations } from '$lib/testing/axe';
import type { ConfigProblem as Problem } from '$lib/wire/config-json';
import ConfigProblem from './ConfigProblem.svelte';

const url = 'https://dash.example/settings/ai/config.json';

describe('ConfigProblem', () => {
	afterEach(() => i18n.set('en'));

	it('names the file and every field that is wrong, as an alert', async () => {
		const problem: Problem = {
			url,
			kind: 'fields',
			issues: [
				{ field: 'wire', kind: 'wrong-scheme', expected: 'ws://, wss://' },
				{ field: 'enroll', kind: 'missing' },
				{ field: 'token', kind: 'not-string' },
				{ field: 'theme', kind: 'not-allowed', expected: 'light, dark' }
			]
		};
		const screen = render(ConfigProblem, { problem });
		const alert = screen.getByRole('alert');
		await expect.element(alert).toHaveTextContent('config.json could not be used');
		await expect.element(alert).toHaveTextContent(url);
		await expect.element(alert).toHaveTextContent('“wire” must start with one of: ws://, wss://.');
		await expect.element(alert).toHaveTextContent('“enroll” is missing; it is required.');
		await expect.element(alert).toHaveTextContent('“token” must be a string.');
		await expect.element(alert).toHaveTextContent('“theme” must be one of: light, dark.');
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('says what was wrong with the file as a whole', async () => {
		const cases: [Problem, string][] = [
			[{ url, kind: 'http', status: 500 }, 'The server answered HTTP 500 instead of the file.'],
			[
				{ url, kind: 'not-json', detail: 'Unexpected end of JSON input' },
				'It is not valid JSON: Unexpected end of JSON input'
			],
			[{ url, kind: 'not-object' }, 'It must be a JSON object']
		];
		for (const [problem, text] of cases) {
			const screen = render(ConfigProblem, { problem });
			await expect.element(screen.getByRole('alert')).toHaveTextContent(text);
			screen.unmount();
		}
	});

	it('speaks Chinese, keeping the field names and the URL as they are', async () => {
		i18n.set('zh');
		const screen = render(ConfigProblem, {
			problem: { url, kind: 'fields', issues: [{ field: 'enroll', kind: 'missing' }] }
		});
		const alert = screen.getByRole('alert');
		await expect.element(alert).toHaveTextContent('config.json 无法使用');
		await expect.element(alert).toHaveTextContent('缺少“enroll”；该字段为必填。');
		await expect.element(alert).toHaveTextContent(url);
		expect(await axeViolations(screen.container)).toEqual([]);
	});
});
