import type * as v from 'valibot';
import type { ConfigIssue } from './config-json';

const EXPECTED: Record<string, string> = {
	wire: 'ws://, wss://',
	enroll: 'http://, https://',
	token: '',
	theme: 'light, dark'
};

/** One issue per field, the first that failed (a missing field is only "missing"). */
export function configIssues(issues: readonly v.BaseIssue<unknown>[]): ConfigIssue[] {
	const out = new Map<string, ConfigIssue>();
	for (const issue of issues) {
		const field = String(issue.path?.[0]?.key ?? '');
		if (out.has(field)) continue;
		const expected = EXPECTED[field] ?? '';
		if (issue.input === undefined && issue.kind === 'schema') out.set(field, { field, kind: 'missing' });
		else if (issue.type === 'string') out.set(field, { field, kind: 'not-string' });
		else if (issue.type === 'url') out.set(field, { field, kind: 'not-url' });
		else if (issue.type === 'regex') out.set(field, { field, kind: 'wrong-scheme', expected });
		else out.set(field, { field, kind: 'not-allowed', expected });
	}
	return [...out.values()];
}
