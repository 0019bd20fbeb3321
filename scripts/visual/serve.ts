// `npm run visual:serve [dir]`: serves a visual review on 127.0.0.1, so its Storybook links open (browsers
// run Storybook's modules only over http, never from a file).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { serveStatic } from '../../test-support/static-server';

const dir = resolve(process.argv[2] ?? 'visual-report');
if (!existsSync(join(dir, 'index.html'))) {
	console.error(`No report in ${dir}: run \`npm run visual\` first.`);
	process.exit(1);
}
const server = await serveStatic(dir);
console.log(`open ${server.url}index.html   (Ctrl-C stops)`);
const stop = () => void server.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
