import type { McpServer } from './schemas/mcp';

/*
 * How a health row names where a server points (`target`): the city writes it, and the app writes the same
 * for a server not checked yet, so a row reads the same before and after its check.
 */

/** One word of a command line as a POSIX shell needs it: bare when safe, else single-quoted. */
export function shellWord(word: string): string {
	if (/^[A-Za-z0-9_@%+=:,./-]+$/.test(word)) return word;
	return `'${word.replace(/'/g, `'\\''`)}'`;
}

/** Where a server points: the command line (quoted as a shell needs it), or the URL. */
export function targetOf(server: McpServer): string {
	const t = server.transport;
	if ('stdio' in t) return [t.stdio.command, ...t.stdio.args].map(shellWord).join(' ');
	return 'http' in t ? t.http.url : t.sse.url;
}
