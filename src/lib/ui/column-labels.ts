/** Columns a stacked table names (PartStyles has a label rule for each). */
export const LABELLED_COLUMNS = 8;

/** A CSS string token holding `text` as it is. */
export function cssString(text: string): string {
	return `"${text.replace(/[\\"]/g, '\\$&').replace(/[\n\r\f]/g, '\\A ')}"`;
}

/**
 * The inline style that names a stacked table's columns: `--cs-col-N` custom properties holding each
 * heading as a CSS string, which PartStyles shows before each cell of column N when rows stack. An empty
 * heading (a column of buttons that name themselves) gets no label.
 */
export function columnLabels(columns: readonly string[]): string {
	return columns
		.slice(0, LABELLED_COLUMNS)
		.map((c, i) => (c.trim() === '' ? '' : `--cs-col-${i + 1}: ${cssString(c)}`))
		.filter(Boolean)
		.join('; ');
}
