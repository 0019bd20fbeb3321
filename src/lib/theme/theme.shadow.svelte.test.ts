import { afterEach, describe, expect, it } from 'vitest';
import { appInShadow, type InShadow } from '$lib/testing/shadow';

// The embedded settings in a shadow root: the theme's defaults sit on `:host`, the root element sets every
// inherited text property itself.
const made: (Element | InShadow)[] = [];
afterEach(() => made.splice(0).forEach((m) => m.remove()));

/** A stylesheet of the host page's own. */
function hostStyle(css: string): void {
	const style = document.createElement('style');
	style.textContent = css;
	document.head.append(style);
	made.push(style);
}

/** The settings in a shadow root with a paragraph and a primary button inside. */
function settings(): InShadow & { p: HTMLElement; button: HTMLElement } {
	const shadow = appInShadow();
	made.push(shadow);
	shadow.host.className = 'dashboard-slot';
	const p = document.createElement('p');
	p.textContent = 'words';
	const button = document.createElement('button');
	button.className = 'button primary';
	shadow.app.append(p, button);
	return { ...shadow, p, button };
}

const style = (el: Element) => getComputedStyle(el);
const ACCENT_LIGHT = 'rgb(42, 79, 214)';
const BG_LIGHT = 'rgb(247, 247, 249)';
const BG_DARK = 'rgb(20, 22, 27)';

describe('the theme inside a shadow root', () => {
	it('takes a --cs-* value the host page sets on the host element, and its defaults otherwise', () => {
		const plain = settings();
		plain.host.dataset.theme = 'light';
		expect(style(plain.button).backgroundColor).toBe(ACCENT_LIGHT);
		hostStyle('.dashboard-slot { --cs-color-accent: rgb(200, 0, 100); --cs-radius-small: 7px; }');
		const { button } = settings();
		expect(style(button).backgroundColor).toBe('rgb(200, 0, 100)');
		expect(style(button).borderTopLeftRadius).toBe('7px');
		expect(style(plain.button).backgroundColor).toBe('rgb(200, 0, 100)');
	});

	it('follows data-theme on the host element, and the root element’s own over it', () => {
		const { host, app } = settings();
		host.dataset.theme = 'dark';
		expect(style(app).backgroundColor).toBe(BG_DARK);
		host.dataset.theme = 'light';
		expect(style(app).backgroundColor).toBe(BG_LIGHT);
		app.dataset.theme = 'dark';
		expect(style(app).backgroundColor).toBe(BG_DARK);
	});

	it('lets none of the inherited text properties a host sets on its body in', () => {
		const { p, host } = settings();
		host.dataset.theme = 'light';
		const before = Object.fromEntries(PROPS.map((prop) => [prop, style(p).getPropertyValue(prop)]));
		hostStyle(`body, .dashboard-slot {
			font: italic small-caps 900 30px / 3 fantasy; letter-spacing: 5px; word-spacing: 9px;
			text-transform: uppercase; color: rgb(255, 0, 0); text-align: right; text-indent: 40px;
			white-space: pre; text-shadow: 1px 1px red; -webkit-text-fill-color: red; cursor: wait; }`);
		const after = Object.fromEntries(PROPS.map((prop) => [prop, style(p).getPropertyValue(prop)]));
		expect(after).toEqual(before);
		expect(after['font-size']).toBe('15px');
		expect(after['color']).toBe('rgb(27, 30, 36)');
	});
});

const PROPS = [
	'font-family',
	'font-size',
	'font-style',
	'font-weight',
	'font-variant-caps',
	'line-height',
	'letter-spacing',
	'word-spacing',
	'text-transform',
	'color',
	'text-align',
	'text-indent',
	'white-space-collapse',
	'text-shadow',
	'-webkit-text-fill-color',
	'cursor'
];
