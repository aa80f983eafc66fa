// `pnpm bench:kitchen` (issue 27, part 3): the budget kitchen 10 times over (1,500 pantry items,
// 5,000 recipes, 400 grocery lines) and, with KITCHEN_SCALES=10,100, 100 times over, in the
// production build as `npm start` serves it. For each: how long a fresh browser takes to join the
// household (the paged pull, rule S16), the offline start to the home lists (the first start
// computes Available Recipes afresh), and the interaction latency of the budgets. Figures are
// printed against the targets, never asserted: at 10× every interaction p95 ≤ 35 ms; at
// 100× Available Recipes within 2 s and a tick's p95 ≤ 100 ms. Needs `pnpm build` first.
import { MEAL_TYPES } from '@mise/domain/options';
import { joinSeededKitchen, launchBudgetBrowser } from '../budgets/browser';
import { measureInteractionLatency } from '../budgets/interaction-latency';
import { scaledKitchen } from '../budgets/kitchen-data';
import { measureOfflineStart } from '../budgets/offline-start';
import { type Figure, printFigures } from '../budgets/report';
import { seedKitchen } from '../budgets/seed-kitchen';
import { startServer } from '../e2e/support/production-server';

const SCALES = (process.env.KITCHEN_SCALES ?? '10').split(',').map(Number);

/** The targets at each scale, by the subject the budgets print. */
function targetFor(scale: number, subject: string): number | undefined {
  if (subject.startsWith('offline start')) return scale >= 100 ? 2000 : undefined;
  if (!subject.endsWith('p95')) return undefined;
  if (scale >= 100) return subject.startsWith('check off') ? 100 : undefined;
  return 35;
}

/** A figure the run could not take: said, and the run goes on to the next. */
function notMeasured(action: string, error: unknown) {
  const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
  console.log(`  NOT MEASURED: ${action}: ${reason}`);
}

async function benchScale(scale: number): Promise<Figure[]> {
  const size = scaledKitchen(scale);
  const server = await startServer();
  try {
    const seedStart = performance.now();
    const invitePath = await seedKitchen(server.baseUrl, new Date(), size);
    console.log(`  seeded in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
    const browser = await launchBudgetBrowser(server.baseUrl);
    try {
      const page = browser.context.pages()[0] ?? (await browser.context.newPage());
      const joinStart = performance.now();
      await joinSeededKitchen(page, invitePath, size, 600_000);
      const joinMs = performance.now() - joinStart;
      const meals = size.plannedDays * MEAL_TYPES.length;
      const rows = size.pantry + size.recipes + size.grocery + meals;
      const measured = [
        {
          check: 'join',
          subject: `join and pull ${rows} rows`,
          value: joinMs,
          unit: 'ms',
          kind: 'max',
        } satisfies Figure,
        ...(await measureOfflineStart(browser.context)),
        ...(await measureInteractionLatency(browser.context, size, notMeasured)),
      ];
      return measured.map(({ gate: _gate, limit: _budget, ...figure }) => {
        const target = targetFor(scale, figure.subject);
        return {
          ...figure,
          subject: `${scale}×: ${figure.subject}`,
          ...(target === undefined ? {} : { limit: target, gate: 'target' as const }),
        };
      });
    } finally {
      await browser.close();
    }
  } finally {
    await server.stop();
  }
}

for (const scale of SCALES) {
  console.log(`\n== The budget kitchen ${scale} times over`);
  printFigures(`${scale}× kitchen`, await benchScale(scale));
}
