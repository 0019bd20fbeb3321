/*
 * The one rule for long names (an endpoint's display name, a model id): where a name is the subject (a card's
 * heading, the offer shown in the picker, a compared column) it is drawn whole but folded past NAME_SHOWN
 * characters, with "Show all N characters" (`VerbatimText`); where it only labels something (a row, a button,
 * a list's name) it carries its first NAME_SHOWN characters and "…", the whole one a step away.
 */

/** How many characters of a name are shown before it is folded or cut. */
export const NAME_SHOWN = 80;

/** A name cut to its first `NAME_SHOWN` code points and "…" (an emoji is never split); whole when short. */
export function shortName(name: string, max = NAME_SHOWN): string {
	if (name.length <= max) return name;
	const chars = Array.from(name);
	return chars.length > max ? `${chars.slice(0, max).join('')}…` : name;
}
