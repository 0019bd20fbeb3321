import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

// axe-core itself (the project's one copy): @axe-core/playwright 4.14 wants Node 22.12, the project runs on 20.
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * The part of `@axe-core/playwright`'s AxeBuilder the specs use, over axe-core directly:
 * `new AxeBuilder({ page }).withTags([...]).disableRules([...]).include('main').analyze()`.
 */
export default class AxeBuilder {
	readonly #page: Page;
	#tags: string[] = [];
	#rules: string[] = [];
	#disabled: string[] = [];
	#include: string[] = [];

	constructor({ page }: { page: Page }) {
		this.#page = page;
	}

	/** Runs only the rules with these tags. */
	withTags(tags: string[]): this {
		this.#tags = tags;
		return this;
	}

	/** Runs only these rules. */
	withRules(rules: string[]): this {
		this.#rules = rules;
		return this;
	}

	/** Leaves these rules out. */
	disableRules(rules: string[]): this {
		this.#disabled = rules;
		return this;
	}

	/** Checks only what this selector matches (several calls add up). */
	include(selector: string): this {
		this.#include.push(selector);
		return this;
	}

	/** Injects axe-core into the page (as AxeBuilder does: CDP evaluation, not a script tag the CSP would refuse) and runs it. */
	async analyze(): Promise<AxeResults> {
		const options: RunOptions = {};
		if (this.#rules.length) options.runOnly = { type: 'rule', values: this.#rules };
		else if (this.#tags.length) options.runOnly = { type: 'tag', values: this.#tags };
		if (this.#disabled.length) options.rules = Object.fromEntries(this.#disabled.map((id) => [id, { enabled: false }]));
		await this.#page.evaluate(AXE_SOURCE);
		return this.#page.evaluate(
			({ include, options }) => {
				const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
				return axe.run(include.length ? { include } : document, options);
			},
			{ include: this.#include, options }
		);
	}
}
