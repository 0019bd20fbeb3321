import { chromium } from 'playwright';
import AxeBuilder from '@axe-core/playwright';
import { serveStatic } from './support/static-server';
import { findChromium, chromiumArgs } from '../scripts/chromium.mjs';
const server = await serveStatic('storybook-static');
const browser = await chromium.launch({ executablePath: findChromium(), args: chromiumArgs });
const page = await (await browser.newContext()).newPage();
page.on('console', (m) => console.log('console', m.type(), m.text(), JSON.stringify(m.location())));
page.on('requestfailed', (r) => console.log('failed', r.url()));
page.on('response', (r) => { if (r.status() >= 400) console.log('resp', r.status(), r.url()); });
for (let i = 0; i < 3; i++) {
let t = Date.now();
await page.goto(`${server.url}iframe.html?id=ui-refusalview--short&viewMode=story&globals=theme:light;a11y.manual:!true`);
console.log('goto', Date.now() - t); t = Date.now();
await page.waitForFunction(() => (window as any).__STORYBOOK_PREVIEW__?.currentRender?.phase === 'finished');
console.log('rendered', Date.now() - t); t = Date.now();
const r = await new AxeBuilder({ page }).setLegacyMode(i > 0).include('#storybook-root').withTags(['wcag2a','wcag2aa']).analyze();
console.log('axe', Date.now() - t, r.violations.length);
}
await browser.close(); await server.close();
