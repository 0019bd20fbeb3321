/*
 * The settings may live inside a host's shadow root, where `document` sees only the host element: elements and
 * focus are found from a node's own root instead (svelte-toolbelt's DOMContext idea).
 */

// Told apart by node type, not `instanceof`: a node in another frame has that frame's classes.
const isShadowRoot = (n: Node): n is ShadowRoot => n.nodeType === Node.DOCUMENT_FRAGMENT_NODE && 'host' in n;
const isDocument = (n: Node): n is Document => n.nodeType === Node.DOCUMENT_NODE;

/** The document or shadow root `node` is drawn in; a node not in either (detached) gets its document. */
export function rootOf(node: Node): Document | ShadowRoot {
	const root = node.getRootNode();
	if (isShadowRoot(root) || isDocument(root)) return root;
	return node.ownerDocument ?? document;
}

/**
 * The element that has focus, as `node`'s root sees it and then down through open shadow roots inside it to the
 * element itself; `null` when focus is not inside that root (in a shadow root: elsewhere on the host's page).
 */
export function activeIn(node: Node): Element | null {
	let active = rootOf(node).activeElement;
	while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
	return active;
}

/** Whether focus is on `el` or inside it (in a shadow root inside it too), found from `el`'s own root. */
export function holdsFocus(el: Element): boolean {
	return el.contains(rootOf(el).activeElement);
}

/**
 * Whether the keyboard is nowhere, as after the focused control was taken away: nothing in `node`'s root has
 * focus and nothing else on the page has it either (focus in a host's own field is not lost).
 */
export function focusLost(node: Node): boolean {
	const root = rootOf(node);
	if (isShadowRoot(root) && root.activeElement) return false;
	const doc = node.ownerDocument ?? document;
	const active = doc.activeElement;
	return !active || active === doc.body;
}

/** Where a style for `node`'s root goes: into its shadow root, or its document's `<head>`. */
export function styleHome(node: Node): ShadowRoot | HTMLHeadElement {
	const root = rootOf(node);
	return isShadowRoot(root) ? root : root.head;
}

/**
 * Marks the settings' root element `data-embedded` when it is drawn inside a shadow root (`{@attach
 * markEmbedded}`): there theme.css's defaults sit on `:host`, where a host's values on the element win, and the
 * root element must not declare them again. Never set it outside a shadow root: the root would have no defaults.
 */
export function markEmbedded(el: HTMLElement): void {
	if (isShadowRoot(rootOf(el))) el.dataset.embedded = '';
	else delete el.dataset.embedded;
}
