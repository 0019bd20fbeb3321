import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from './memory-router.svelte';
import { cleanParams, placeQuery } from './places';

describe('placeQuery', () => {
	it('encodes every value, so a label cannot add a parameter', () => {
		expect(placeQuery({ addr: 'acme/lab', server: 'a&tool=b' })).toBe('?addr=acme%2Flab&server=a%26tool%3Db');
		expect(placeQuery({})).toBe('');
	});

	it('keeps only the keys a place knows, in one order', () => {
		const params = { tag: 'coding', token: 'secret', addr: 'a/b', server: '' } as Record<string, string>;
		expect(cleanParams(params)).toEqual({ addr: 'a/b', tag: 'coding' });
		expect(placeQuery(params)).toBe('?addr=a%2Fb&tag=coding');
	});
});

describe('MemoryRouter', () => {
	it('moves in memory and tells the host, never touching location or history', () => {
		const onNavigate = vi.fn();
		const router = new MemoryRouter({ page: 'overview', onNavigate });
		router.navigate('mcp', { addr: 'acme/lab', server: 'docs' });
		expect(router.page).toBe('mcp');
		expect(router.params).toEqual({ addr: 'acme/lab', server: 'docs' });
		expect(onNavigate).toHaveBeenCalledExactlyOnceWith({ page: 'mcp', params: { addr: 'acme/lab', server: 'docs' } });
	});

	it('shows a place the host asked for without telling it back, and an unknown page as the overview', () => {
		const onNavigate = vi.fn();
		const router = new MemoryRouter({ page: 'models', params: { tag: 'coding' }, onNavigate });
		router.show('nowhere' as never, {});
		expect(router.page).toBe('overview');
		expect(onNavigate).not.toHaveBeenCalled();
	});

	it("builds links and copies with the host's builder, and offers no copy without one", () => {
		const bare = new MemoryRouter();
		expect(bare.href('mcp', { addr: 'a/b' })).toBe('#mcp?addr=a%2Fb');
		expect(bare.shareUrl('mcp', {})).toBeNull();
		const hosted = new MemoryRouter({
			href: (page, params) => `/dash/settings/${page}${placeQuery(params)}`,
			baseUrl: () => 'https://dash.example/home'
		});
		expect(hosted.href('models', { tag: 'coding' })).toBe('/dash/settings/models?tag=coding');
		expect(hosted.shareUrl('models', { tag: 'coding' })).toBe('https://dash.example/dash/settings/models?tag=coding');
	});
});
