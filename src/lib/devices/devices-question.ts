import { questionOptions } from '$lib/query/options';
import { DevicesAnswer } from '$protocol/schemas/devices';

/** The paired browsers (§11.7), with the schema its answer is read with. */
export const devicesOptions = () => questionOptions('devices', DevicesAnswer);
