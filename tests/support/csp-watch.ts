import type { Page } from '@playwright/test';

/** One Content Security Policy violation the page reported. */
export interface CspViolation {
	directive: string;
	blocked: string;
	sample: string;
	source: string;
}

declare global {
	interface Window {
		__cspViolations?: CspViolation[];
	}
}

/**
 * Records every CSP violation of the page: `securitypolicyviolation` events (installed before any
 * of the app's scripts run) and console lines about the policy. `list()` returns both.
 */
export async function watchCsp(page: Page): Promise<{ list(): Promise<string[]> }> {
	const consoleLines: string[] = [];
	page.on('console', (m) => {
		if (/content security policy|Content-Security-Policy|unsafe-eval|unsafe-inline/i.test(m.text()))
			consoleLines.push(m.text());
	});
	await page.addInitScript(() => {
		window.__cspViolations = [];
		document.addEventListener('securitypolicyviolation', (e) => {
			window.__cspViolations?.push({
				directive: e.effectiveDirective,
				blocked: e.blockedURI,
				sample: e.sample,
				source: `${e.sourceFile}:${e.lineNumber}`
			});
		});
	});
	return {
		async list() {
			const events = await page.evaluate(() => window.__cspViolations ?? []).catch(() => [] as CspViolation[]);
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
