// `pnpm --filter @mise/web budgets:sizes`: only the bundle-size budgets, in a second, for
// checking a change against them without the browser checks. Build first.
import { fileURLToPath } from 'node:url';
import { measureBundles } from './bundle-size';
import { passes, printFigures } from './report';

const figures = measureBundles(fileURLToPath(new URL('../dist', import.meta.url)));
printFigures('Bundle sizes (gzip)', figures);
if (figures.some((figure) => !passes(figure))) process.exitCode = 1;
