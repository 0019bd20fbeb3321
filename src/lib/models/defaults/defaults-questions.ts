import { questionOptions } from '$lib/query/options';
import { DocumentAnswer } from '$protocol/schemas/document';

/** One file of the city (`document`): only the lazily fetched defaults part asks it, so its schema comes with it. */
export const documentOptions = (at: string) => questionOptions({ document: { at } }, DocumentAnswer);
