// `pnpm budgets` (docs/budgets.md): measures the production build against every budget of
// issue 4, prints every figure, and exits non-zero when one is missed. The build must exist
// (the root script builds first; `npm test` runs this right after its own build).
import { fileURLToPath } from 'node:url';
import { checkAccessibility } from './accessibility';
import { joinSeededKitchen, launchBudgetBrowser } from './browser';
import { measureBundles } from './bundle-size';
import { holdHostMemoryMapped } from './host-memory';
import { checkInstallability } from './installability';
import { measureInteractionLatency } from './interaction-latency';
import { runFirstVisitLighthouse } from './first-visit';
import { runLighthouse } from './lighthouse';
import { measureOfflineStart } from './offline-start';
import { type Figure, isTarget, passes, printFigures } from './report';
import { seedKitchen } from './seed-kitchen';
import { startServer } from '../e2e/support/production-server';

const DIST = fileURLToPath(new URL('../dist', import.meta.url));
const figures: Figure[] = [];

async function step(title: string, measure: () => Promise<Figure[]> | Figure[]): Promise<void> {
  const started = performance.now();
  console.log(`\n== ${title}`);
  const measured = await measure();
  printFigures(`${title} (${((performance.now() - started) / 1000).toFixed(1)} s)`, measured);
  figures.push(...measured);
}

async function main(): Promise<void> {
  await step('Bundle sizes (gzip)', () => measureBundles(DIST));

  // The browser checks measure the page, not how the host maps memory (host-memory.ts).
  const hostMemory = holdHostMemoryMapped();
  console.log(`\n${hostMemory.note}`);
  const server = await startServer();
  try {
    const invitePath = await seedKitchen(server.baseUrl);
    const browser = await launchBudgetBrowser(server.baseUrl);
    try {
      const page = browser.context.pages()[0] ?? (await browser.context.newPage());
      await joinSeededKitchen(page, invitePath);
      await step('Installability', () => checkInstallability(browser.context));
      await step('Accessibility (axe-core)', () => checkAccessibility(browser.context));
      await step('Offline start', () => measureOfflineStart(browser.context));
      await step('Lighthouse (mobile)', () =>
        runLighthouse(server.baseUrl, browser.debuggingPort, browser.context),
      );
      // Last: it adds pantry items and checks off groceries.
      await step('Interaction latency', () => measureInteractionLatency(browser.context));
    } finally {
      await browser.close();
    }
    // A browser that has never seen the app, for a newcomer's first visit.
    const newcomer = await launchBudgetBrowser(server.baseUrl);
    try {
      await step('Lighthouse, first visit (mobile)', () =>
        runFirstVisitLighthouse(server.baseUrl, newcomer.debuggingPort, newcomer.context),
      );
    } finally {
      await newcomer.close();
    }
  } finally {
    await server.stop();
    hostMemory.release();
  }

  const missedTargets = figures.filter((figure) => isTarget(figure) && !passes(figure));
  if (missedTargets.length > 0) {
    printFigures(`${missedTargets.length} target(s) not met yet`, missedTargets);
  }
  const missed = figures.filter((figure) => !isTarget(figure) && !passes(figure));
  if (missed.length > 0) {
    printFigures(`${missed.length} budget(s) missed`, missed);
    process.exitCode = 1;
  } else {
    console.log(`\nEvery budget holds (${figures.length} figures).`);
  }
}

await main();
