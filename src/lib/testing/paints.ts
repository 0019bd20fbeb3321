import { page } from 'vitest/browser';

/** Two frames and a task: by then a part scheduled after the next paint has started (a test's barrier). */
export const twoFrames = () =>
	new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0))));

/** The server row whose heading is `label`, on /mcp. */
export const serverRow = (label: string) =>
	page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: label, exact: true }) });
