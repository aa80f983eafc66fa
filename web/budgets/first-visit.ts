// A newcomer's first visit (issue 28): Lighthouse with its mobile defaults on every route in a
// browser that has never seen the app (no service worker, no stored data; Lighthouse also clears
// the origin before each run), at the host's calibrated CPU slowdown as the repeat-visit budget
// runs. Budgets: first contentful paint ≤ 1.8 s, largest contentful paint ≤ 2.5 s, layout shift
// ≤ 0.02; as for the repeat visit, a route that misses one on its first run is run four more
// times and judged on the median of the five, figure by figure. Performance ≥ 90 is a target
// until it holds (docs/budgets.md: the app's start-up tasks block the main thread too long).
import type { Result } from 'lighthouse';
import type { BrowserContext } from '@playwright/test';
import { RUNS_ON_A_MISS, audit, printLostPoints, sampleHostIndex } from './lighthouse';
import { type Figure, isTarget, passes } from './report';
import { median } from './stats';
import { budgetRoutes } from './routes';

const BUDGETS = { performance: 90, fcpMs: 1800, lcpMs: 2500, cls: 0.02 } as const;

function budget(
  subject: string,
  values: readonly number[],
  unit: string,
  limit: number,
  kind: Figure['kind'],
  gate: Figure['gate'] = 'budget',
): Figure {
  return { check: 'first-visit', subject, value: median(values), unit, limit, kind, gate };
}

/** The four figures of a route, each the median of its runs. */
function figuresOf(path: string, lhrs: readonly Result[]): Figure[] {
  const metric = (id: string) =>
    lhrs.map((lhr) => lhr.audits[id]?.numericValue ?? Number.POSITIVE_INFINITY);
  const performance = lhrs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100));
  return [
    budget(
      `first visit: performance, ${path}`,
      performance,
      '',
      BUDGETS.performance,
      'min',
      'target',
    ),
    budget(
      `first visit: FCP, ${path}`,
      metric('first-contentful-paint'),
      'ms',
      BUDGETS.fcpMs,
      'max',
    ),
    budget(
      `first visit: LCP, ${path}`,
      metric('largest-contentful-paint'),
      'ms',
      BUDGETS.lcpMs,
      'max',
    ),
    budget(`first visit: CLS, ${path}`, metric('cumulative-layout-shift'), '', BUDGETS.cls, 'max'),
  ];
}

/** `context` belongs to a new browser (launchBudgetBrowser) listening on `port`. */
export async function runFirstVisitLighthouse(
  baseUrl: string,
  port: number,
  context: BrowserContext,
): Promise<Figure[]> {
  await sampleHostIndex(context);
  const figures: Figure[] = [];
  for (const route of budgetRoutes) {
    const url = `${baseUrl}${route.path}`;
    const reportName = `first-visit-${route.path === '/' ? 'home' : route.path.slice(1)}`;
    const audited = [await audit(url, port, reportName, 'first')];
    printLostPoints(route.path, audited[0]!.lhr);
    const firstRun = figuresOf(route.path, [audited[0]!.lhr]);
    if (firstRun.some((figure) => !isTarget(figure) && !passes(figure))) {
      for (let extra = 1; extra < RUNS_ON_A_MISS; extra += 1) {
        audited.push(await audit(url, port, `${reportName}-${extra + 1}`, 'first'));
      }
    }
    const scores = audited.map(({ lhr }) =>
      Math.round((lhr.categories.performance?.score ?? 0) * 100),
    );
    console.log(`  ${route.path}: first visit ${scores.join(', ')}`);
    for (const run of audited) console.log(`    ${run.hostLoad}`);
    figures.push(
      ...figuresOf(
        route.path,
        audited.map(({ lhr }) => lhr),
      ),
    );
  }
  return figures;
}
