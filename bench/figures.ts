/** One measured figure and its budget: an absolute limit, or a ratio to a reference measured in the same run. */
export interface Figure {
	id: string;
	what: string;
	value: number;
	unit: 'ms' | 'KB' | 'MB';
	reference?: number;
	referenceWhat?: string;
	budget: { ratio: number } | { max: number };
	note?: string;
}

export interface Judged extends Figure {
	ratio: number | null;
	pass: boolean;
}

export function judge(f: Figure): Judged {
	const ratio = f.reference ? f.value / f.reference : null;
	const pass = 'ratio' in f.budget ? ratio !== null && ratio <= f.budget.ratio : f.value <= f.budget.max;
	return { ...f, ratio, pass };
}

const fmt = (x: number) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));

/** The figure as the table shows it: `38.3 ms (1.29 × JSON.parse 29.6 ms)`. */
export function valueText(f: Judged): string {
	const base = `${fmt(f.value)} ${f.unit}`;
	return f.ratio === null ? base : `${f.ratio.toFixed(2)} × (${base} vs ${fmt(f.reference as number)} ${f.unit})`;
}

export function budgetText(f: Figure): string {
	return 'ratio' in f.budget
		? `≤ ${f.budget.ratio} × ${f.referenceWhat ?? 'reference'}`
		: `≤ ${f.budget.max} ${f.unit}`;
}

/** A Markdown table (it also reads fine in a terminal). */
export function table(figures: Judged[]): string {
	const rows = figures.map((f) => [f.what, valueText(f), budgetText(f), f.pass ? 'pass' : '**FAIL**', f.note ?? '']);
	const head = ['what', 'figure (median)', 'budget', '', 'note'];
	const lines = [head, head.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`);
	return lines.join('\n');
}
