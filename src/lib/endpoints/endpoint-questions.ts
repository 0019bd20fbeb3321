import { questionOptions } from '$lib/query/options';
import { ConfigAnswer, EndpointsAnswer, KnownHostsAnswer } from '$protocol/schemas/endpoints';

/** The endpoint questions, each with the schema its answer is read with (loaded by the routes that ask them). */
export const endpointViewOptions = () => questionOptions('endpoint_view', EndpointsAnswer);
export const knownHostsOptions = () => questionOptions('known_hosts', KnownHostsAnswer);
export const configOptions = (addr: string) => questionOptions({ config: { addr } }, ConfigAnswer);
