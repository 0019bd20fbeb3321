/** What only the embedded settings say (`CitySettings`, never the app): provided with that component's code. */
export const embedded = {
	/** The sections' name under a host's name for the settings, so two on one page have two names. */
	navLabel: (p: { label: string }) => `${p.label}: sections`,
	/** When the host's `city` option cannot be used; the detail says why, as the browser put it. */
	cityUnusable: (p: { detail: string }) => `These settings cannot open the city they were given: ${p.detail}`
};
