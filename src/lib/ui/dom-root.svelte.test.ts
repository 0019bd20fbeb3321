import { afterEach, describe, expect, it } from 'vitest';
import { activeIn, focusLost, holdsFocus, markEmbedded, rootOf, styleHome } from './dom-root';

const made: Element[] = [];
afterEach(() => made.splice(0).forEach((e) => e.remove()));

/** An element in the document, with an open shadow root holding a text box and a button. */
function shadowed(doc = document, host: HTMLElement = doc.createElement('div')) {
	if (!host.isConnected) doc.body.append(host);
	made.push(host);
	const root = host.attachShadow({ mode: 'open' });
	const input = doc.createElement('input');
	const button = doc.createElement('button');
	root.append(input, button);
	return { host, root, input, button };
}

function hostField(doc = document): HTMLInputElement {
	const field = doc.createElement('input');
	doc.body.append(field);
	made.push(field);
	return field;
}

describe('the root a part is drawn in', () => {
	it('is the shadow root, the document, or for a detached node its document', () => {
		const { root, input } = shadowed();
		expect(rootOf(input)).toBe(root);
		expect(rootOf(hostField())).toBe(document);
		expect(rootOf(document.createElement('p'))).toBe(document);
		expect(styleHome(input)).toBe(root);
		expect(styleHome(hostField())).toBe(document.head);
	});
});

describe('the settings’ root element', () => {
	it('is marked data-embedded inside a shadow root only (theme.css keeps its defaults on :host there)', () => {
		const { root } = shadowed();
		const inside = document.createElement('div');
		root.append(inside);
		markEmbedded(inside);
		expect(inside.dataset.embedded).toBe('');
		const outside = document.createElement('div');
		outside.dataset.embedded = '';
		document.body.append(outside);
		made.push(outside);
		markEmbedded(outside);
		expect(outside.dataset.embedded).toBeUndefined();
	});
});

describe('focus, found from a part’s own root', () => {
	it('finds the focused element inside a shadow root, where document sees only the host', () => {
		const { host, root, input, button } = shadowed();
		input.focus();
		expect(document.activeElement).toBe(host);
		expect(activeIn(button)).toBe(input);
		// From the document too: down through open shadow roots to the element itself.
		expect(activeIn(document)).toBe(input);
		expect(holdsFocus(input)).toBe(true);
		expect(holdsFocus(button)).toBe(false);
		// A shadow root inside the shadow root.
		const inner = shadowed(document, root.appendChild(document.createElement('span')));
		inner.button.focus();
		expect(activeIn(input)).toBe(inner.button);
		expect(holdsFocus(inner.host)).toBe(true);
	});

	it('is not in the root when a host’s own field has it', () => {
		const { input } = shadowed();
		hostField().focus();
		expect(activeIn(input)).toBeNull();
		expect(focusLost(input)).toBe(false);
	});

	it('is lost when nothing on the page has it, and not while the root has it', () => {
		const { input, button } = shadowed();
		button.focus();
		expect(focusLost(input)).toBe(false);
		button.remove();
		expect(focusLost(input)).toBe(true);
		expect(focusLost(document)).toBe(true);
	});

	it('is not lost inside a shadow root on the body itself (document.activeElement is the body then)', async () => {
		const frame = document.createElement('iframe');
		document.body.append(frame);
		made.push(frame);
		await new Promise((r) => (frame.contentDocument?.readyState === 'complete' ? r(null) : (frame.onload = r)));
		const doc = frame.contentDocument!;
		const { input } = shadowed(doc, doc.body);
		input.focus();
		expect(doc.activeElement).toBe(doc.body);
		expect(focusLost(input)).toBe(false);
		input.remove();
		expect(focusLost(doc.body)).toBe(true);
	});
});
