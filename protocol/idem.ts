/** A fresh idem key (`idem1-` + 32 hex digits). Mint one per press, never per send (WIRE.md §8). */
export function newIdem(): string {
	const bytes = crypto.getRandomValues(new Uint8Array(16));
	return 'idem1-' + Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
