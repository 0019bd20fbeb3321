import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-svelte';
import { axeViolations } from '$lib/testing/axe';
import CityText from './CityText.svelte';
import VerbatimText from './VerbatimText.svelte';

const hostile = '\u202Eevil-rtl-override-gpt';

/** A place styled as the app is (theme.css applies under `.city-settings`). */
function target(): HTMLElement {
	const el = document.createElement('div');
	el.className = 'city-settings';
	document.body.append(el);
	return el;
}

/** Where on screen one character of a text node is drawn. */
function leftOf(node: Text, offset: number): number {
	const range = document.createRange();
	range.setStart(node, offset);
	range.setEnd(node, offset + 1);
	return range.getBoundingClientRect().left;
}

/** The text node holding `words`, under `root`. */
function textNode(root: Element, words: string): Text {
	const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
	for (let n = walker.nextNode(); n; n = walker.nextNode()) if (n.nodeValue?.includes(words)) return n as Text;
	throw new Error(`no text node with ${words}`);
}

describe('the city’s text cannot pretend', () => {
	it('draws an id with a right-to-left override in its logical order, the override marked', async () => {
		const screen = render(VerbatimText, { target: target(), props: { text: hostile, mono: true } });
		const mark = page.getByRole('img', { name: 'invisible character U+202E' });
		await expect.element(mark).toBeVisible();
		const node = textNode(screen.container, 'evil');
		const first = node.nodeValue!.indexOf('e');
		const last = node.nodeValue!.lastIndexOf('t');
		// Drawn bare, U+202E puts the last letter first ("tpg-edirrevo-ltr-live").
		expect(leftOf(node, first)).toBeLessThan(leftOf(node, last));
		expect(await axeViolations(screen.container)).toEqual([]);
	});

	it('keeps the text exactly as sent, so copying it gives what the city said', async () => {
		const text = `gpt\u200B-5 \u2067open isolate · after`;
		const screen = render(VerbatimText, { target: target(), props: { text } });
		await expect.poll(() => screen.container.querySelectorAll('[role=img]').length).toBe(2);
		expect(screen.container.querySelector('.verbatim')!.textContent).toBe(text);
	});

	it('keeps an isolate or override the city left open from reaching the words after it', async () => {
		const screen = render(VerbatimText, { target: target(), props: { text: `\u202Eab` } });
		await expect.poll(() => screen.container.querySelectorAll('[role=img]').length).toBe(1);
		const after = document.createElement('span');
		after.textContent = 'xy';
		screen.container.append(after);
		const ab = textNode(screen.container, 'ab');
		const xy = after.firstChild as Text;
		expect(leftOf(ab, 0)).toBeLessThan(leftOf(ab, 1));
		expect(leftOf(xy, 0)).toBeLessThan(leftOf(xy, 1));
		expect(leftOf(ab, 1)).toBeLessThan(leftOf(xy, 0));
	});

	it('leaves text without hidden characters as plain text, emoji joiners whole', () => {
		const screen = render(VerbatimText, { target: target(), props: { text: 'claude-sonnet-4-5 🧑‍🚀' } });
		expect(screen.container.querySelectorAll('[role=img]')).toHaveLength(0);
		expect(screen.container.querySelector('.verbatim')!.textContent).toBe('claude-sonnet-4-5 🧑‍🚀');
	});

	it('draws an id on its own isolated, marked, and in logical order', async () => {
		const screen = render(CityText, { target: target(), props: { text: hostile } });
		await expect.element(page.getByRole('img', { name: 'invisible character U+202E' })).toBeVisible();
		expect(screen.container.querySelector('bdi')!.textContent).toBe(hostile);
		const node = textNode(screen.container, 'evil');
		expect(leftOf(node, 0)).toBeLessThan(leftOf(node, node.nodeValue!.length - 1));
	});
});
