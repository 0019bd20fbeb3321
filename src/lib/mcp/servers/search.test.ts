import { describe, expect, it } from 'vitest';
import building from '$protocol/frames/answered-building.json';
import health from '$protocol/frames/answered-mcp-health.json';
import type { McpHealthAnswer, McpServer } from '$protocol/schemas/mcp';
import { buildRows } from './rows';
import { searchTools } from './search';

const own = building.answered.outcome.answer.building.mcp as McpServer[];
const answer = health.answered.outcome.answer.mcp_health as McpHealthAnswer;
const rows = buildRows(own, answer);
const names = (text: string) => searchTools(rows, text).map((m) => m.tool.name);

describe('tool search by words', () => {
	it('matches every word in any order, underscores read as hyphens', () => {
		expect(names('create issue')).toEqual(['github_create_issue']);
		expect(names('issue create')).toEqual(['github_create_issue']);
		expect(names('pull review')).toEqual(['github_create_pull_request_review']);
		expect(names('create nothing-like-it')).toEqual([]);
	});

	it('finds a server’s tools by its label together with a word of the tool', () => {
		expect(names('github review')).toEqual(['github_create_pull_request_review']);
	});
});
