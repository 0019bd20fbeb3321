import type { Page } from '@playwright/test';

/** One Content Security Policy violation the page reported. */
export interface CspViolation {
	directive: string;
	blocked: string;
	sample: string;
	source: string;
}

/**
 * Records every CSP violation of the page: `securitypolicyviolation` events, reported to the test as they
 * happen through a binding (installed before any of the app's scripts run, on every document the page opens,
 * so a navigation forgets nothing), and console lines about the policy. `list()` returns both; it waits for
 * reports still on their way, and a page it cannot reach is an error, never "no violations".
 */
export async function watchCsp(page: Page): Promise<{ list(): Promise<string[]> }> {
	const consoleLines: string[] = [];
	const events: CspViolation[] = [];
	page.on('console', (m) => {
		if (/content security policy|Content-Security-Policy|unsafe-eval|unsafe-inline/i.test(m.text()))
			consoleLines.push(m.text());
	});
	await page.exposeBinding('__cspReport', (_source, violation: CspViolation) => void events.push(violation));
	await page.addInitScript(() => {
		const report = (window as unknown as { __cspReport(v: unknown): Promise<void> }).__cspReport;
		document.addEventListener('securitypolicyviolation', (e) => {
			void report({
				directive: e.effectiveDirective,
				blocked: e.blockedURI,
				sample: e.sample,
				source: `${e.sourceFile}:${e.lineNumber}`
			});
		});
	});
	return {
		async list() {
			// A round trip through the page after a frame: reports it sent before have arrived (one channel, in order).
			const settle = () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
			await settle().catch(async () => {
				await page.waitForLoadState();
				await settle();
			});
			return [...events.map((v) => `${v.directive} blocked ${v.blocked || v.sample} at ${v.source}`), ...consoleLines];
		}
	};
}

/** The policy in a built `index.html`, directive → sources. */
export function parseCspMeta(html: string): Map<string, string[]> | null {
	const m = /<meta\s+http-equiv="content-security-policy"\s+content="([^"]*)"/i.exec(html);
	return m ? parseCsp(m[1] as string) : null;
}

/** A policy string, directive → sources. */
export function parseCsp(policy: string): Map<string, string[]> {
	const out = new Map<string, string[]>();
	for (const part of policy.split(';')) {
		const [name, ...sources] = part.trim().split(/\s+/);
		if (name) out.set(name.toLowerCase(), sources);
	}
	return out;
}
