import type { LinkState } from '$lib/wire/link-types';

/**
 * The city's name from the link's first welcome, latched: a reconnect (even one welcomed under another name)
 * leaves it, so a page drawn for it is not remounted and does not ask its questions again. `null` until the
 * first welcome. Call it while a component initialises (it runs an effect there): `welcomeCity(() => link.state)`.
 */
export function welcomeCity(state: () => LinkState): { readonly current: string | null } {
	let city = $state<string | null>(null);
	$effect(() => {
		const s = state();
		if (city === null && s.kind === 'connected' && s.city) city = s.city;
	});
	return {
		get current() {
			return city;
		}
	};
}
