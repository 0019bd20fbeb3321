import { describe, expect, it } from 'vitest';
import building from '$protocol/frames/answered-building.json';
import command from '$protocol/frames/command-configure-building.json';
import health from '$protocol/frames/answered-mcp-health.json';
import refusalGate from '$protocol/frames/refusal-gate.json';
import type { McpHealthAnswer, McpServer } from '$protocol/schemas/mcp';
import type { AxError } from '$protocol/schemas/refusal';
import { configureCommand, mentionsAddress, refusalConcerns, withoutServer, withServers } from './configure';
import { shellWord, targetOf } from '$protocol/mcp-target';
import { buildRows } from '../servers/rows';
import { searchTools } from '../servers/search';
import { summarize } from '../servers/summary';

const own = building.answered.outcome.answer.building.mcp as McpServer[];
const answer = health.answered.outcome.answer.mcp_health as McpHealthAnswer;

describe('configure', () => {
	it('sends the whole list, as the wire example does', () => {
		const c = command.command.configure_building;
		expect(configureCommand('acme/lab', withServers(own, []), c.idem)).toEqual(command.command);
	});

	it('appends and removes without touching the other servers or their order', () => {
		const added: McpServer = {
			label: 'time',
			transport: { stdio: { command: 'uvx', args: ['mcp-server-time'], env: [] } }
		};
		expect(withServers(own, [added]).map((s) => s.label)).toEqual(['github', 'linear', 'docs', 'notes', 'time']);
		expect(withServers(null, [added])).toEqual([added]);
		expect(withoutServer(own, 'linear').map((s) => s.label)).toEqual(['github', 'docs', 'notes']);
		expect(withoutServer(null, 'x')).toEqual([]);
	});

	it('names targets as health rows do', () => {
		expect(own.map(targetOf)).toEqual(answer.servers.map((s) => s.target));
	});

	it('ties a refusal to this building only when its action or subject names the address', () => {
		const gate = refusalGate.refusal as AxError;
		expect(refusalConcerns(gate, 'acme/payroll')).toBe(true);
		expect(refusalConcerns(gate, 'acme/lab')).toBe(false);
		expect(mentionsAddress('configure building local', 'local')).toBe(true);
		expect(mentionsAddress('configure building acme/lab.', 'acme/lab')).toBe(true);
		expect(mentionsAddress('configure building acme/lab2', 'acme/lab')).toBe(false);
		expect(mentionsAddress('configure building acme/lab/room', 'acme/lab')).toBe(false);
		expect(mentionsAddress('configure building local/lab', 'local')).toBe(false);
		expect(mentionsAddress('configure building acme/lab.v2', 'acme/lab')).toBe(false);
	});
});

describe('rows, summary and search', () => {
	it('follows the building’s own list and fills states from health by label', () => {
		const rows = buildRows(
			withoutServer(own, 'docs').concat({ label: 'time', transport: { stdio: { command: 'uvx', args: [], env: [] } } }),
			answer
		);
		expect(rows.map((r) => [r.label, r.state ? Object.keys(r.state)[0] : 'not asked'])).toEqual([
			['github', 'connected'],
			['linear', 'authenticating'],
			['notes', 'connected'],
			['time', 'not asked']
		]);
		expect(rows.every((r) => r.own)).toBe(true);
	});

	it('shows the health answer’s servers when the building has no list of its own', () => {
		const rows = buildRows(null, answer);
		expect(rows.map((r) => r.label)).toEqual(['github', 'linear', 'docs', 'notes']);
		expect(rows.some((r) => r.own)).toBe(false);
		expect(buildRows(own, null).every((r) => r.state === null)).toBe(true);
	});

	it('counts servers by state and tools in all', () => {
		expect(summarize(buildRows(own, answer))).toEqual({
			servers: 4,
			connected: 2,
			authenticating: 1,
			failed: 1,
			notAsked: 0,
			tools: 3
		});
		expect(summarize(buildRows(own, null))).toEqual({
			servers: 4,
			connected: 0,
			authenticating: 0,
			failed: 0,
			notAsked: 4,
			tools: 0
		});
	});

	it('searches tools by city name, remote name or disclosure, naming the server', () => {
		const rows = buildRows(own, answer);
		expect(searchTools(rows, 'REVIEW').map((m) => [m.server, m.tool.name])).toEqual([
			['github', 'github_create_pull_request_review']
		]);
		expect(searchTools(rows, 'create_issue').map((m) => m.tool.name)).toEqual(['github_create_issue']);
		expect(searchTools(rows, 'repositories').map((m) => m.tool.name)).toEqual(['github_search_issues']);
		expect(searchTools(rows, '  ')).toEqual([]);
	});
});

describe('shellWord', () => {
	it('quotes a word as a POSIX shell needs it, and only when needed', () => {
		expect(shellWord('--port=8080')).toBe('--port=8080');
		expect(shellWord('my dir')).toBe(`'my dir'`);
		expect(shellWord("it's")).toBe(`'it'\\''s'`);
		expect(shellWord('')).toBe(`''`);
	});
});
