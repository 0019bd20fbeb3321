import { mount, unmount } from 'svelte';
import { afterEach, expect, it } from 'vitest';
import { mountInShadow, type InShadow } from '$lib/testing/shadow';
import CityText from './CityText.svelte';

// Its own file: the marks' look is added once per root, so a document-level test before it would hide nothing.
// The marks' code is fetched on first use, through the dev server: slow on a busy machine.
const LAZY = { timeout: 10_000 };
let shadow: InShadow | null = null;
afterEach(() => shadow?.remove());

/** The `<style>` elements directly in a shadow root, but the one only `mount()` adds (shadow-root.css). */
const styles = (root: ShadowRoot) =>
	[...root.children].filter((e) => e.localName === 'style' && !e.hasAttribute('data-shadow-root-css'));
const headStyles = () => document.head.querySelectorAll('style, link[rel=stylesheet]').length;

it('puts the marks’ look inside the shadow root the text is drawn in, and nothing in document.head', async () => {
	const before = headStyles();
	shadow = mountInShadow(CityText, { text: '\u202Eevil-gpt' });
	const { root } = shadow;
	await expect.poll(() => root.querySelector('[data-hidden-char]'), LAZY).not.toBeNull();
	const mark = root.querySelector<HTMLElement>('[data-hidden-char]')!;
	expect(mark.getAttribute('aria-label')).toBe('invisible character U+202E');
	// Styled there: the dashed box in the theme's warning colour, its code point shown before it.
	expect(getComputedStyle(mark).borderTopStyle).toBe('dashed');
	expect(getComputedStyle(mark, '::before').content).toBe('"U+202E"');
	expect(styles(root)).toHaveLength(2);
	expect(headStyles()).toBe(before);
});

it('adds the look once per root, and again to each root of its own', async () => {
	shadow = mountInShadow(CityText, { text: 'a\u200Bb' });
	const { root, app } = shadow;
	const again = mount(CityText, { target: app, props: { text: 'c\u200Bd' } });
	const other = mountInShadow(CityText, { text: 'e\u200Bf' });
	try {
		await expect.poll(() => root.querySelectorAll('[data-hidden-char]').length, LAZY).toBe(2);
		await expect.poll(() => other.root.querySelectorAll('[data-hidden-char]').length, LAZY).toBe(1);
		// The theme's own style and one look, in each root.
		expect(styles(root)).toHaveLength(2);
		expect(styles(other.root)).toHaveLength(2);
		expect(getComputedStyle(other.root.querySelector('[data-hidden-char]')!).borderTopStyle).toBe('dashed');
	} finally {
		void unmount(again);
		other.remove();
	}
});
