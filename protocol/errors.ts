import type { AxError } from './schemas/refusal';

/** One place a frame differed from WIRE.md: its dot path and what was wrong there. */
export interface ShapeIssue {
	path: string;
	message: string;
}

/** An answer that did not match its schema; it names the question and every path that failed. */
export class ShapeError extends Error {
	override readonly name = 'ShapeError';
	constructor(
		readonly query: string,
		readonly issues: ShapeIssue[]
	) {
		super(`The answer to ${query} did not match the wire: ${issues.map((i) => i.path || '(root)').join(', ')}`);
	}
}

/** The city refused the question; the refusal travels whole, to be drawn verbatim. */
export class RefusalError extends Error {
	override readonly name = 'RefusalError';
	constructor(
		readonly query: string,
		readonly refusal: AxError
	) {
		super(`${refusal.code}: ${refusal.subject}`);
	}
}

/** A command could not leave because the socket is down; the press can be resent with the same idem. */
export class NotSentError extends Error {
	override readonly name = 'NotSentError';
	constructor() {
		super('The command did not leave: the city is not connected.');
	}
}

/** The connection stopped (wire mismatch or protocol error) and will not retry by itself. */
export class WireStoppedError extends Error {
	override readonly name = 'WireStoppedError';
	constructor(readonly query: string) {
		super(`The connection to the city stopped before ${query} was answered.`);
	}
}

/**
 * The app refused to send a frame whose typed values break the wire's grammar (WIRE.md §9): the city would
 * find the whole frame unreadable and the connection would stop. Forms check before this; it is the last guard.
 */
export class GrammarError extends Error {
	override readonly name = 'GrammarError';
	constructor(
		readonly what: string,
		readonly issues: ShapeIssue[]
	) {
		super(`Not sent: ${what} breaks the wire's grammar at ${issues.map((i) => i.path || '(root)').join(', ')}`);
	}
}

/** A command larger than the frame limit: refused in the form, never sent (the city would close the socket). */
export class FrameTooLargeError extends Error {
	override readonly name = 'FrameTooLargeError';
	constructor(
		readonly bytes: number,
		readonly limit: number
	) {
		super(`Not sent: the command is ${bytes} bytes; a frame may be at most ${limit} bytes`);
	}
}
