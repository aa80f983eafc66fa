// A newcomer's first visit (issue 28): Lighthouse with its mobile defaults on every route in a
// browser that has never seen the app (no service worker, no stored data; Lighthouse also clears
// the origin before each run), at the host's calibrated CPU slowdown as the repeat-visit budget
// runs. One run a route. The figures are targets until they hold: performance ≥ 90,
// first contentful paint ≤ 1.8 s, largest contentful paint ≤ 2.5 s, layout shift ≤ 0.02.
import type { Result } from 'lighthouse';
import type { BrowserContext } from '@playwright/test';
import { audit, printLostPoints, sampleHostIndex } from './lighthouse';
import type { Figure } from './report';
import { budgetRoutes } from './routes';

const TARGETS = { performance: 90, fcpMs: 1800, lcpMs: 2500, cls: 0.02 } as const;

function target(
  subject: string,
  value: number,
  unit: string,
  limit: number,
  kind: Figure['kind'],
): Figure {
  return { check: 'first-visit', subject, value, unit, limit, kind, gate: 'target' };
}

function figuresOf(path: string, lhr: Result): Figure[] {
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.POSITIVE_INFINITY;
  const performance = Math.round((lhr.categories.performance?.score ?? 0) * 100);
  return [
    target(`first visit: performance, ${path}`, performance, '', TARGETS.performance, 'min'),
    target(
      `first visit: FCP, ${path}`,
      metric('first-contentful-paint'),
      'ms',
      TARGETS.fcpMs,
      'max',
    ),
    target(
      `first visit: LCP, ${path}`,
      metric('largest-contentful-paint'),
      'ms',
      TARGETS.lcpMs,
      'max',
    ),
    target(`first visit: CLS, ${path}`, metric('cumulative-layout-shift'), '', TARGETS.cls, 'max'),
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
    const reportName = `first-visit-${route.path === '/' ? 'home' : route.path.slice(1)}`;
    const { lhr, hostLoad } = await audit(`${baseUrl}${route.path}`, port, reportName, 'first');
    printLostPoints(route.path, lhr);
    console.log(
      `  ${route.path}: first visit ${Math.round((lhr.categories.performance?.score ?? 0) * 100)}`,
    );
    console.log(`    ${hostLoad}`);
    figures.push(...figuresOf(route.path, lhr));
  }
  return figures;
}
