import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { parseCsp, parseCspMeta, watchCsp } from './support/csp-watch';

// Issue #9, Content Security Policy: the built app runs under a strict policy (SvelteKit's
// kit.csp, hash mode): no inline script but the one hashed bootstrap, no eval, and nothing the
// app does at run time trips it.

test.describe('content security policy', () => {
	test('the build carries a strict policy that names its one inline script by hash', async ({ appDir }) => {
		const html = readFileSync(join(appDir, 'index.html'), 'utf8');
		const csp = parseCspMeta(html);
		expect(csp, 'index.html has a CSP meta tag').not.toBeNull();
		const script = csp!.get('script-src') ?? [];
		expect(script).toContain("'self'");
		for (const bad of [
			"'unsafe-inline'",
			"'unsafe-eval'",
			"'wasm-unsafe-eval'",
			'*',
			'data:',
			'http:',
			'https:',
			"'strict-dynamic'"
		]) {
			expect(script, `script-src allows ${bad}`).not.toContain(bad);
		}
		expect(csp!.get('default-src')).toEqual(["'self'"]);
		expect(csp!.get('object-src')).toEqual(["'none'"]);
		expect(csp!.get('base-uri')).toEqual(["'self'"]);
		// Every inline script is allowed by its hash and nothing else; no inline handlers, no javascript: URLs.
		const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)].map((m) => m[1] as string);
		for (const body of inline) {
			const hash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
			expect(script, 'an inline script is not named by hash').toContain(hash);
		}
		expect(html).not.toMatch(/\son[a-z]+\s*=/i);
		expect(html).not.toMatch(/javascript:/i);
	});

	test('the city serves the app with that policy, and nothing trips it', async ({ page, city, openApp, appDir }) => {
		const csp = await watchCsp(page);
		const errors: string[] = [];
		page.on('pageerror', (e) => errors.push(e.message));
		const response = await page.goto(`${city.url}#open=${city.mintOpenCode()}`);
		const html = await response!.text();
		// The city serves the build's own index.html, policy included.
		expect(parseCspMeta(html)).toEqual(parseCspMeta(readFileSync(join(appDir, 'index.html'), 'utf8')));
		// The city's own header says one thing only, who may frame the page (a meta policy cannot): its own
		// origins. It has no script-src to loosen the meta policy's; were one added, it must be as strict.
		const header = response!.headers()['content-security-policy'];
		expect(header, 'the city sends a Content-Security-Policy header with the page').toBeTruthy();
		const served = parseCsp(header!);
		const ancestors = served.get('frame-ancestors') ?? [];
		expect(ancestors[0]).toBe("'self'");
		expect(ancestors).toContain(new URL(city.url).origin);
		for (const source of ancestors.slice(1)) expect(source).toMatch(/^https?:\/\/[^/\s*]+$/);
		expect([...served.keys()].filter((d) => d !== 'frame-ancestors')).toEqual([]);
		for (const directive of ['script-src', 'default-src'])
			for (const loose of ["'unsafe-inline'", "'unsafe-eval'", '*'])
				expect(served.get(directive) ?? [], `${directive} ${loose}`).not.toContain(loose);
		await expect(page.getByRole('status', { name: 'Connection to the city' })).toContainText(city.city);
		const nav = page.getByRole('navigation', { name: 'Settings sections' });
		for (const name of ['Tool servers', 'Endpoints', 'Models', 'Overview']) {
			await nav.getByRole('link', { name }).click();
			await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
		}
		for (const route of ['/mcp', '/endpoints', '/models']) {
			await openApp(route);
			await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
			// Let the page ask its questions and draw the answers.
			await page.waitForLoadState('networkidle').catch(() => undefined);
		}
		expect(await csp.list()).toEqual([]);
		expect(errors).toEqual([]);
	});

	test.describe(() => {
		test.use({ allowCspViolations: true });
		test('the policy is enforced: injected inline script, handlers and javascript: URLs do not run', async ({
			page,
			city
		}) => {
			const csp = await watchCsp(page);
			await page.goto(`${city.url}#open=${city.mintOpenCode()}`);
			await expect(page.getByRole('status', { name: 'Connection to the city' })).toContainText(city.city);
			const outcome = await page.evaluate(() => {
				const w = window as unknown as Record<string, unknown>;
				const s = document.createElement('script');
				s.textContent = 'window.__injected = true';
				document.body.append(s);
				// (eval is not tried here: code Playwright evaluates runs with DevTools' rights; the
				// policy's lack of 'unsafe-eval' is checked on the build above.)
				const a = document.createElement('a');
				a.href = 'javascript:window.__jsUrl = true';
				document.body.append(a);
				a.click();
				const img = document.createElement('img');
				img.setAttribute('src', 'x:');
				img.setAttribute('onerror', 'window.__handler = true');
				document.body.append(img);
				return new Promise<{ injected: unknown; jsUrl: unknown; handler: unknown }>((r) =>
					setTimeout(() => r({ injected: w.__injected, jsUrl: w.__jsUrl, handler: w.__handler }), 300)
				);
			});
			expect(outcome).toEqual({ injected: undefined, jsUrl: undefined, handler: undefined });
			// And the watcher sees what the policy blocked, so an empty list elsewhere means something.
			const seen = await csp.list();
			expect(seen.some((l) => l.startsWith('script-src'))).toBe(true);
		});
	});
});
