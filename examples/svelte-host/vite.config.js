import { svelte } from '@sveltejs/vite-plugin-svelte';

// A plain Vite + Svelte 5 app: the settings come in as a Svelte library and compile into this bundle.
export default {
	plugins: [svelte()],
	// Served from wherever the dashboard is served (the test serves it from the city's own origin).
	base: './'
};
