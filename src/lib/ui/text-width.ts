/**
 * How many character cells a text needs in an input's `size`: wide (CJK, fullwidth) characters take two.
 * An input sized this way shows its whole placeholder ("default as a settled request"), never a cut one.
 */
export function fieldSize(text: string | undefined, least = 12): number | undefined {
	if (text === undefined) return undefined;
	let cells = 0;
	for (const ch of text)
		cells += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u.test(ch)
			? 2
			: 1;
	return Math.max(least, cells + 2);
}
