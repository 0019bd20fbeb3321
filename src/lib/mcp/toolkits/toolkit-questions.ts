import { questionOptions } from '$lib/query/options';
import { ToolkitsAnswer } from '$protocol/schemas/toolkits';

/**
 * The broker's directory (§11.9): asked when the page opens (an earlier visit's answer is not "now"), after a
 * connect (its event makes it stale, and the registry lets it be asked again), and when the window is shown again
 * (back from a consent tab). Never on a timer.
 */
const askToolkits = () => questionOptions('toolkits', ToolkitsAnswer);
// Typed as the factory's own options, so the package's declarations can name it (a spread's inferred type cannot).
export const toolkitsOptions = (): ReturnType<typeof askToolkits> => ({
	...askToolkits(),
	refetchOnMount: 'always',
	refetchOnWindowFocus: 'always'
});
