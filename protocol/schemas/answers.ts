import type * as v from 'valibot';
import { knowAnswer } from '../decode';
import { DevicesAnswer } from './devices';
import { DocumentAnswer } from './document';
import { ConfigAnswer, EndpointsAnswer, KnownHostsAnswer } from './endpoints';
import { BuildingAnswer, McpHealthAnswer } from './mcp';
import { outcomeSchemaWith, type AnswerKey } from './queries';
import { ToolkitsAnswer } from './toolkits';
import { McpUsageAnswer, UsageExportAnswer } from './usage';

/**
 * Every answer's schema, by the answer key the city sends it under (WIRE.md §11). The local city, the tests
 * and the benchmark read answers with all of them (`knowEveryAnswer`); the app's pages name the one each
 * question needs where they ask it (`questionOptions`), so a route's first load carries only its own.
 */
export const ANSWERS = {
	mcp_health: McpHealthAnswer,
	building: BuildingAnswer,
	endpoints: EndpointsAnswer,
	known_hosts: KnownHostsAnswer,
	config: ConfigAnswer,
	devices: DevicesAnswer,
	mcp_usage: McpUsageAnswer,
	usage_export: UsageExportAnswer,
	toolkits: ToolkitsAnswer,
	document: DocumentAnswer
} as const satisfies Record<AnswerKey, v.GenericSchema>;

/** Each answer as a page reads it, by answer key. */
export type AnswerMap = { [K in keyof typeof ANSWERS]: v.InferOutput<(typeof ANSWERS)[K]> };

/** `{"answer": {"<key>": …}}`, `{"answer": {"unavailable": …}}` or `{"refusal": AxError}`. */
export function outcomeSchema(key: AnswerKey) {
	return outcomeSchemaWith(key, ANSWERS[key]);
}

/** Makes every answer readable by `decodeOutcome` (what a page does for its own questions). */
export function knowEveryAnswer(): void {
	for (const key of Object.keys(ANSWERS) as AnswerKey[]) knowAnswer(key, ANSWERS[key]);
}
