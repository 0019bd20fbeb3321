/** What the warning about a ceiling above the model's own says (fetched with it, not on every load). */
export const aboveCeiling = {
	badge: 'above the model’s ceiling',
	above: (p: { purpose: string; ceiling: string; model: string; stated: string }) =>
		`${p.purpose}’s output ceiling is ${p.ceiling}, but ${p.model} states ${p.stated}. Nothing was sent.`,
	useStated: (p: { stated: string }) => `Use ${p.stated}`,
	asStated: 'Leave it empty: as the provider states',
	keep: (p: { ceiling: string }) => `Send ${p.ceiling} anyway`,
	cancel: 'Cancel'
};
