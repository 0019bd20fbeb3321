import building from '$protocol/frames/answered-building.json';
import health from '$protocol/frames/answered-mcp-health.json';
import type { BuildingAnswer, McpHealthAnswer, McpToolLine } from '$protocol/schemas/mcp';

/** The wire's example answers, for tests and stories of the MCP page. */
export const exampleHealth = health.answered.outcome.answer.mcp_health as McpHealthAnswer;
export const exampleBuilding = building.answered.outcome.answer.building as unknown as BuildingAnswer;

/** A health answer whose tools trip every warning. */
export function warningHealth(): McpHealthAnswer {
	const tool = (
		name: string,
		input_schema: Record<string, unknown> = { type: 'object', properties: {} }
	): McpToolLine => ({
		name,
		remote: name.replace(/^[a-z0-9]+_/, ''),
		disclosure: `the ${name} tool`,
		input_schema
	});
	const row = (label: string, tools: McpToolLine[]) => ({
		label,
		transport: 'stdio' as const,
		target: `/opt/${label}`,
		state: { connected: { protocol_version: '2025-06-18', server: `${label}-mcp`, tools } }
	});
	return {
		addr: 'acme/lab',
		servers: [
			row('alpha', [tool('shared_search'), tool('alpha_' + 'x'.repeat(70)), tool('alpha_find.files')]),
			row('beta', [
				tool('shared_search'),
				tool('beta_raw', { type: 'string' }),
				tool('beta_big', { type: 'object', description: 'd'.repeat(40_000) })
			])
		]
	};
}
