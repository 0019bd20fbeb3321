/** The general message area's messages (fetched with the part that draws them, not on every load). */
export const notices = {
	late: (p: { query: string }) => `“${p.query}” is still being answered after 15 s; the page keeps waiting for it.`,
	unconfirmed: (p: { action: string }) =>
		`The city did not confirm “${p.action}” after the connection came back. Check the page before doing it again.`,
	problem: (p: { frame: string }) => `The city sent a frame this app cannot read (${p.frame}).`,
	dismiss: 'Dismiss',
	refusalHeading: 'A command was refused'
};
