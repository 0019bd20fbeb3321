import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { McpServer } from '$protocol/schemas/mcp';
import { byIdServer, byIdUrl, checkById, labelFromId, type ByIdDraft } from './by-id';

const draft = (d: Partial<ByIdDraft> = {}): ByIdDraft => ({
	serverId: '7d0c1f5e-2b4a-4c8e-9f31-6a5b2c9d8e01',
	userId: '',
	label: 'composio',
	...d
});

describe('byIdServer', () => {
	it('is the city client’s form: an http server at the broker’s MCP address, the key as its reference', () => {
		const server = byIdServer(draft());
		expect(server).toEqual({
			label: 'composio',
			transport: {
				http: {
					url: 'https://backend.composio.dev/v3/mcp/7d0c1f5e-2b4a-4c8e-9f31-6a5b2c9d8e01',
					headers: [['x-api-key', 'secret:mcp/composio']]
				}
			}
		});
		expect(v.safeParse(McpServer, server).success).toBe(true);
	});

	it('adds the user id percent-encoded, and trims what a paste brings around both ids', () => {
		expect(byIdUrl(' abc_1 ', ' my city/ü&x=1 ')).toBe(
			'https://backend.composio.dev/v3/mcp/abc_1?user_id=my%20city%2F%C3%BC%26x%3D1'
		);
		expect(byIdUrl('abc', '   ')).toBe('https://backend.composio.dev/v3/mcp/abc');
	});
});

describe('checkById', () => {
	it('accepts a broker id and an empty user id', () => {
		expect(checkById(draft(), [])).toEqual([]);
	});

	it.each([
		['', 'idEmpty'],
		['   ', 'idEmpty'],
		['https://backend.composio.dev/v3/mcp/abc', 'idGrammar'],
		['abc def', 'idGrammar'],
		['-abc', 'idGrammar'],
		['a'.repeat(129), 'idGrammar'],
		['abc<b>', 'idGrammar']
	])('refuses the server id %j (%s)', (serverId, code) => {
		expect(checkById(draft({ serverId }), [])).toEqual([{ field: 'serverId', code }]);
	});

	it('refuses a user id with control or bidi characters, or longer than 256', () => {
		expect(checkById(draft({ userId: 'a\u202eb' }), [])).toEqual([{ field: 'userId', code: 'userControl' }]);
		expect(checkById(draft({ userId: 'a\nb' }), [])).toEqual([{ field: 'userId', code: 'userControl' }]);
		expect(checkById(draft({ userId: 'u'.repeat(257) }), [])).toEqual([{ field: 'userId', code: 'userLong' }]);
		expect(checkById(draft({ userId: 'u'.repeat(256) }), [])).toEqual([]);
	});

	it('holds the label to the wire’s grammar and to the building’s own labels', () => {
		expect(checkById(draft({ label: '' }), [])).toEqual([{ field: 'label', code: 'labelEmpty' }]);
		expect(checkById(draft({ label: 'Com-posio' }), [])).toEqual([{ field: 'label', code: 'labelGrammar' }]);
		expect(checkById(draft(), ['github', 'composio'])).toEqual([{ field: 'label', code: 'labelTaken' }]);
	});
});

describe('labelFromId', () => {
	it('keeps lower-case letters and digits only, so a UUID becomes a label the wire accepts', () => {
		expect(labelFromId(' 7D0C1F5E-2b4a_X ')).toBe('7d0c1f5e2b4ax');
		expect(labelFromId('---')).toBe('');
	});
});
