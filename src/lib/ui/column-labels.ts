/** Columns a stacked table names (PartStyles has a label rule for each). */
export const LABELLED_COLUMNS = 8;

/** A CSS string token holding `text` as it is. */
export function cssString(text: string): string {
	return `"${text.replace(/[\\"]/g, '\\$&').replace(/[\n\r\f]/g, '\\A ')}"`;
}

/**
 * The inline style that names a stacked table's columns: `--cs-col-N` custom properties holding each
 * heading as a CSS string, which PartStyles shows before each cell of column N when rows stack. An empty
 * heading (a column of buttons that name themselves) and every column past the last get no label, set
 * so (`initial`), never inherited from a table around this one.
 */
export function columnLabels(columns: readonly string[]): string {
	return Array.from({ length: LABELLED_COLUMNS }, (_, i) => {
		const c = columns[i]?.trim() ? columns[i]! : null;
		return `--cs-col-${i + 1}: ${c === null ? 'initial' : cssString(c)}`;
	}).join('; ');
}
