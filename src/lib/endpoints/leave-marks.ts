let pointerDown = false;
if (typeof window !== 'undefined') {
	window.addEventListener('pointerdown', () => (pointerDown = true), true);
	window.addEventListener('pointerup', () => setTimeout(() => (pointerDown = false)), true);
}

/**
 * Marks a field as left, so its problem shows. When the field was left by pressing something, the mark
 * waits until that press is over: a mark appearing mid-press would move the button from under the pointer.
 */
export function markLeft(marks: { add(path: string): unknown }, path: string): void {
	if (!pointerDown) {
		marks.add(path);
		return;
	}
	window.addEventListener('pointerup', () => setTimeout(() => marks.add(path)), { once: true, capture: true });
}
