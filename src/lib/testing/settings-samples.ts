import answeredDevices from '$protocol/frames/answered-devices.json';
import { storyData } from '$lib/endpoints/samples/endpoint-samples';
import { exampleBuilding, exampleHealth } from '$lib/mcp/samples/mcp-samples';
import { someUsage } from '$lib/mcp/usage/usage-samples';
import type { FakeCityOptions } from './fake-city';

/** The building the samples describe; the fake city welcomes under it, so the overview and MCP pages show it. */
export const SAMPLE_ADDR = 'acme/lab';

/** A city answering every page's questions with the wire's examples (for the settings drawn whole). */
export function wholeCity(): FakeCityOptions {
	return {
		city: SAMPLE_ADDR,
		replies: {
			building: { answer: { building: exampleBuilding } },
			mcp_health: { answer: { mcp_health: exampleHealth } },
			mcp_usage: { answer: { mcp_usage: someUsage() } },
			devices: { answer: answeredDevices.answered.outcome.answer },
			...storyData.replies
		}
	};
}
