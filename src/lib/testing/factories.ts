import type { AxError } from '$protocol/schemas/refusal';

/** A refusal with sensible defaults; override any field. */
export function refusalFactory(over: Partial<AxError> = {}): AxError {
	return {
		code: 'E_INVALID_ARGS',
		action: 'select model for main',
		subject: 'anthropic lists no model claude-sonnet-4-5-2025092',
		nearby: [],
		recovery: 'pick one of the models anthropic lists, then select again',
		retry: 'no',
		...over
	};
}
