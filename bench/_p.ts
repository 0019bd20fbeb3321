import { browserBenches } from './browser';
import { judge, table } from './figures';
const r = await browserBenches({ buildDir: 'build-bench', runs: 2, warmup: 1 });
console.log(r.chromium); console.log(table(r.figures.map(judge)));
