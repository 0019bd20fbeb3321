/** Words the mcp area says. */
export const mcp = {
	title: 'Tool servers'
};
