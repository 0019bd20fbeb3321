import type { LinkState } from '$lib/wire/link-types';

/**
 * The city's name from the link's first welcome, latched: a reconnect (even one welcomed under another name)
 * leaves it, so a page drawn for it is not remounted and does not ask its questions again. `null` until the
 * first welcome. Made while a component initialises (it runs an effect there): `new WelcomeCity(() => link.state)`.
 */
export class WelcomeCity {
	current = $state<string | null>(null);

	constructor(state: () => LinkState) {
		$effect(() => {
			const s = state();
			if (this.current === null && s.kind === 'connected' && s.city) this.current = s.city;
		});
	}
}
