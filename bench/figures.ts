import { median, ratios, spread } from './stats';

/**
 * One measured figure and its budget: an absolute limit, a ratio to a reference measured in the same run,
 * or none (shown for information). `spread` is the smallest and largest of the runs, in the unit the budget
 * judges (the ratio, for a ratio budget); `load` is what the machine was doing meanwhile.
 */
export interface Figure {
	id: string;
	what: string;
	value: number;
	unit: 'ms' | 'KB' | 'MB';
	reference?: number;
	referenceWhat?: string;
	budget: { ratio: number } | { max: number } | null;
	runs?: number;
	spread?: [number, number];
	load?: string;
	note?: string;
}

/** A figure judged against a reference measured in the same runs: medians of both, the spread of their ratios. */
export function ratioFigure(
	base: Omit<Figure, 'value' | 'reference' | 'spread' | 'runs'>,
	xs: number[],
	refs: number[]
): Figure {
	return { ...base, value: median(xs), reference: median(refs), spread: spread(ratios(xs, refs)), runs: xs.length };
}

export interface Judged extends Figure {
	ratio: number | null;
	pass: boolean;
	/** The spread against the budget: `null` when it lies wholly on one side of it. */
	warning: string | null;
}

export function judge(f: Figure): Judged {
	const ratio = f.reference ? f.value / f.reference : null;
	const judged = f.budget && 'ratio' in f.budget ? ratio : f.value;
	const limit = f.budget ? ('ratio' in f.budget ? f.budget.ratio : f.budget.max) : null;
	const pass = limit === null || (judged !== null && judged <= limit);
	let warning: string | null = null;
	if (limit !== null && f.spread) {
		const [lo, hi] = f.spread;
		if (hi - lo > limit) warning = 'spread wider than the budget';
		else if (lo <= limit && hi > limit) warning = 'spread crosses the budget';
	}
	return { ...f, ratio, pass, warning };
}

const fmt = (x: number) => (x >= 100 ? x.toFixed(0) : x >= 10 ? x.toFixed(1) : x.toFixed(2));

/** The figure as the table shows it: `1.29 × (38.3 ms vs 29.6 ms)`. */
export function valueText(f: Judged): string {
	const base = `${fmt(f.value)} ${f.unit}`;
	return f.ratio === null ? base : `${f.ratio.toFixed(2)} × (${base} vs ${fmt(f.reference as number)} ${f.unit})`;
}

export function spreadText(f: Figure): string {
	if (!f.spread) return '';
	const ratio = f.reference !== undefined;
	const [lo, hi] = f.spread;
	return ratio ? `${lo.toFixed(2)}–${hi.toFixed(2)} ×` : `${fmt(lo)}–${fmt(hi)} ${f.unit}`;
}

export function budgetText(f: Figure): string {
	if (!f.budget) return '(information)';
	return 'ratio' in f.budget
		? `≤ ${f.budget.ratio} × ${f.referenceWhat ?? 'reference'}`
		: `≤ ${f.budget.max} ${f.unit}`;
}

function verdict(f: Judged): string {
	const base = f.budget ? (f.pass ? 'pass' : '**FAIL**') : '';
	return f.warning ? `${base} (${f.warning})`.trim() : base;
}

/** A Markdown table (it also reads fine in a terminal). */
export function table(figures: Judged[]): string {
	const rows = figures.map((f) => [
		f.what,
		valueText(f),
		f.runs === undefined ? '' : String(f.runs),
		spreadText(f),
		f.load ?? '',
		budgetText(f),
		verdict(f),
		f.note ?? ''
	]);
	const head = ['what', 'figure (median)', 'runs', 'spread (min–max)', 'machine load', 'budget', '', 'note'];
	const lines = [head, head.map(() => '---'), ...rows].map((r) => `| ${r.join(' | ')} |`);
	return lines.join('\n');
}
