// `pnpm --filter @mise/web budgets:first-visit`: only the newcomer's first-visit Lighthouse runs
// of `pnpm budgets` (first-visit.ts), against the existing build, for work on first-visit speed
// without the half-hour of the whole check. No kitchen is seeded: a newcomer has none.
import { launchBudgetBrowser } from './browser';
import { runFirstVisitLighthouse } from './first-visit';
import { holdHostMemoryMapped } from './host-memory';
import { isTarget, passes, printFigures } from './report';
import { startServer } from '../e2e/support/production-server';

const hostMemory = holdHostMemoryMapped();
const server = await startServer();
try {
  const newcomer = await launchBudgetBrowser(server.baseUrl);
  try {
    const figures = await runFirstVisitLighthouse(
      server.baseUrl,
      newcomer.debuggingPort,
      newcomer.context,
    );
    printFigures('Lighthouse, first visit (mobile)', figures);
    if (figures.some((figure) => !isTarget(figure) && !passes(figure))) process.exitCode = 1;
  } finally {
    await newcomer.close();
  }
} finally {
  await server.stop();
  hostMemory.release();
}
