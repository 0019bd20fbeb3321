/**
 * WIRE.md §11.3: the upstream's own canonical id when it states one, otherwise
 * the id with everything up to the last `/` removed, lower-cased.
 */
export function canonicalOf(id: string, upstreamCanonical?: unknown): string {
	if (typeof upstreamCanonical === 'string' && upstreamCanonical.trim() !== '') return upstreamCanonical;
	return id.slice(id.lastIndexOf('/') + 1).toLowerCase();
}

/** A copy of a JSON value with object keys sorted at every depth (WIRE.md §1 Payloads). */
export function sortKeys<T>(value: T): T {
	if (Array.isArray(value)) return value.map((x) => sortKeys(x)) as T;
	if (value !== null && typeof value === 'object') {
		const out: Record<string, unknown> = {};
		for (const k of Object.keys(value as Record<string, unknown>).sort()) {
			const inner = (value as Record<string, unknown>)[k];
			if (inner !== undefined) out[k] = sortKeys(inner);
		}
		return out as T;
	}
	return value;
}
