// JSX goes through Vite's own transform (Oxc, automatic runtime): no React plugin is needed to build.
export default {
	// city-settings.js (build-embed/*) is served beside the built page and loaded at run time, not bundled.
	base: './'
};
