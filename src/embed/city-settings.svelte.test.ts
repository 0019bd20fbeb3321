import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CitySettingsOptions } from '$lib/settings/city-settings-options';

// The widget itself stands in as a record of what it was asked: these tests are about mount() and the element
// (end to end with the real widget: tests/embed-*.spec.ts, tests/bundle-size-embed.spec.ts).
interface Fake {
	root: ShadowRoot;
	options: CitySettingsOptions;
	updates: Partial<CitySettingsOptions>[];
	destroyed: boolean;
}
const widgets = vi.hoisted(() => ({ started: [] as Fake[], live: new Set<Fake>() }));
vi.mock('./instance.svelte', () => ({
	start(root: ShadowRoot, options: CitySettingsOptions) {
		const fake: Fake = { root, options, updates: [], destroyed: false };
		root.append(document.createElement('p'));
		widgets.started.push(fake);
		widgets.live.add(fake);
		return {
			update: (next: Partial<CitySettingsOptions>) => void fake.updates.push(next),
			destroy() {
				fake.destroyed = true;
				widgets.live.delete(fake);
			}
		};
	}
}));

const city = { socket: 'ws://city.test/ws', token: 't' };
const started = (n: number) => vi.waitFor(() => expect(widgets.started).toHaveLength(n));

afterEach(() => {
	document.body.replaceChildren();
	widgets.started.length = 0;
	widgets.live.clear();
});

describe('importing the module', () => {
	it('defines no element and leaves the document as it was', async () => {
		const before = document.documentElement.outerHTML;
		const m = await import('./city-settings');
		expect(typeof m.mount).toBe('function');
		expect(customElements.get('city-settings')).toBeUndefined();
		expect(document.documentElement.outerHTML).toBe(before);
	});
});

describe('mount', () => {
	it('draws in an open shadow root on the target, with the options and any update made before it loaded', async () => {
		const { mount } = await import('./city-settings');
		const target = document.body.appendChild(document.createElement('div'));
		const handle = mount(target, { city, page: 'mcp' });
		handle.update({ language: 'zh' });
		await started(1);
		expect(target.shadowRoot?.mode).toBe('open');
		expect(widgets.started[0]?.root).toBe(target.shadowRoot);
		expect(widgets.started[0]?.options).toMatchObject({ city, page: 'mcp', language: 'zh' });
		handle.update({ page: 'models' });
		expect(widgets.started[0]?.updates).toEqual([{ page: 'models' }]);
	});

	it('destroy() unmounts and empties the root; a later mount on the same target reuses it', async () => {
		const { mount } = await import('./city-settings');
		const target = document.body.appendChild(document.createElement('div'));
		const first = mount(target, { city });
		await started(1);
		const root = target.shadowRoot;
		expect(root?.childNodes.length).toBeGreaterThan(0);
		first.destroy();
		expect(widgets.started[0]?.destroyed).toBe(true);
		expect(root?.childNodes.length).toBe(0);
		mount(target, { city });
		await started(2);
		expect(widgets.started[1]?.root).toBe(root);
	});

	it('never starts a widget destroyed before its code arrived', async () => {
		const { mount } = await import('./city-settings');
		const target = document.body.appendChild(document.createElement('div'));
		mount(target, { city }).destroy();
		const other = mount(document.body.appendChild(document.createElement('div')), { city });
		await started(1);
		expect(widgets.started[0]?.root).not.toBe(target.shadowRoot);
		other.destroy();
	});

	it('keeps one widget per target: a second mount replaces the live one; a new city goes to the widget', async () => {
		const { mount } = await import('./city-settings');
		const target = document.body.appendChild(document.createElement('div'));
		mount(target, { city });
		await started(1);
		const second = mount(target, { city, page: 'mcp' });
		await started(2);
		expect(widgets.live).toEqual(new Set([widgets.started[1]]));
		// The widget reopens for another city itself (CitySettings: one socket per socket, token and enroll address).
		const other = { socket: 'ws://other.test/ws', token: 'u' };
		second.update({ city: other });
		expect(widgets.started).toHaveLength(2);
		expect(widgets.started[1]?.updates).toEqual([{ city: other }]);
		second.destroy();
		expect(widgets.live.size).toBe(0);
	});
});

describe('<city-settings>', () => {
	it('is defined once; a second call is a no-op', async () => {
		const { defineElement } = await import('./city-settings');
		defineElement();
		const first = customElements.get('city-settings');
		expect(first).toBeDefined();
		defineElement();
		expect(customElements.get('city-settings')).toBe(first);
	});

	it('mounts from its attributes when connected, and passes attribute changes on', async () => {
		const { defineElement } = await import('./city-settings');
		defineElement();
		const el = document.createElement('city-settings');
		el.setAttribute('socket', city.socket);
		el.setAttribute('page', 'mcp');
		el.setAttribute('theme', 'dark');
		el.setAttribute('language', 'klingon');
		el.setAttribute('label', 'Lab city');
		expect(widgets.started).toHaveLength(0);
		document.body.append(el);
		await started(1);
		expect(widgets.started[0]?.options).toMatchObject({
			city: { socket: city.socket },
			page: 'mcp',
			theme: 'dark',
			label: 'Lab city'
		});
		expect(widgets.started[0]?.options.language).toBeUndefined();
		el.setAttribute('page', 'models');
		expect(widgets.started[0]?.updates).toEqual([{ page: 'models' }]);
	});

	it('fires city-settings-navigate, bubbling out of its shadow root, and remembers where it is', async () => {
		const { defineElement } = await import('./city-settings');
		defineElement();
		const el = document.createElement('city-settings') as HTMLElement & { city: unknown; page: unknown };
		el.city = city;
		document.body.append(el);
		await started(1);
		const heard: CustomEvent[] = [];
		document.body.addEventListener('city-settings-navigate', (e) => heard.push(e as CustomEvent), { once: true });
		widgets.started[0]?.options.onNavigate?.({ page: 'mcp', params: { server: 'everything' } });
		expect(heard).toHaveLength(1);
		expect(heard[0]?.detail).toEqual({ page: 'mcp', params: { server: 'everything' } });
		expect(heard[0]?.composed).toBe(true);
		expect(el.page).toBe('mcp');
	});

	it('unmounts when removed and mounts again, where it was, when added back: never two widgets', async () => {
		const { defineElement } = await import('./city-settings');
		defineElement();
		const el = document.createElement('city-settings') as HTMLElement & { city: unknown };
		el.city = city;
		document.body.append(el);
		await started(1);
		widgets.started[0]?.options.onNavigate?.({ page: 'endpoints', params: {} });
		el.remove();
		expect(widgets.started[0]?.destroyed).toBe(true);
		expect(widgets.live.size).toBe(0);
		document.body.append(el);
		await started(2);
		expect(widgets.started[1]?.options).toMatchObject({ city, page: 'endpoints' });
		expect(widgets.live.size).toBe(1);
		el.remove();
	});

	it('takes properties a framework set before the element was defined', async () => {
		const { defineElement } = await import('./city-settings');
		const el = document.createElement('early-settings') as HTMLElement & { city: unknown; page: unknown };
		el.city = city;
		el.page = 'models';
		document.body.append(el);
		defineElement('early-settings');
		await started(1);
		expect(widgets.started[0]?.options).toMatchObject({ city, page: 'models' });
		expect(Object.hasOwn(el, 'city')).toBe(false);
		el.remove();
	});
});
