import * as v from 'valibot';
import answered from '$protocol/frames/answered-endpoints.json';
import vaultClosed from '$protocol/frames/answered-endpoints-vault-closed.json';
import knownHosts from '$protocol/frames/answered-known-hosts.json';
import config from '$protocol/frames/answered-config.json';
import unavailable from '$protocol/frames/answered-unavailable.json';
import ok from '$protocol/frames/event-endpoint-probed-ok.json';
import e401 from '$protocol/frames/event-endpoint-probed-401.json';
import dns from '$protocol/frames/event-endpoint-probed-dns-failed.json';
import { ConfigAnswer, EndpointsAnswer, KnownHostsAnswer } from '$protocol/schemas/endpoints';
import { EndpointProbed } from '$protocol/schemas/probe';

/** The wire's example frames, decoded, for the endpoint stories and tests. */
export const storyData = {
	view: v.parse(EndpointsAnswer, answered.answered.outcome.answer.endpoints),
	viewVaultClosed: v.parse(EndpointsAnswer, vaultClosed.answered.outcome.answer.endpoints),
	hosts: v.parse(KnownHostsAnswer, knownHosts.answered.outcome.answer.known_hosts).hosts,
	defaults: v.parse(ConfigAnswer, config.answered.outcome.answer.config).tuning,
	replies: {
		endpoints: { answer: answered.answered.outcome.answer },
		known_hosts: { answer: knownHosts.answered.outcome.answer },
		config: { answer: config.answered.outcome.answer }
	},
	unavailable: { answer: unavailable.answered.outcome.answer },
	probed: {
		ok: v.parse(EndpointProbed, ok.event.data),
		unauthorized: v.parse(EndpointProbed, e401.event.data),
		dns: v.parse(EndpointProbed, dns.event.data)
	}
};
