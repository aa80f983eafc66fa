// Lighthouse (mobile emulation, simulated throttling: its defaults) on every route, in the
// profile that joined the seeded kitchen, as an installed app is opened: storage is kept
// (disableStorageReset), so the page shows the real kitchen rather than an empty one.
// A score can wobble by a point or two between runs on a busy machine; a route that misses is
// run twice more and judged on the median of its three runs, as Lighthouse CI does.
import lighthouse, { type Result } from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Figure } from './report';
import { budgetRoutes } from './routes';
import { median } from './stats';

export const LIGHTHOUSE_BUDGETS = {
  performance: 95,
  accessibility: 100,
  'best-practices': 95,
  seo: 90,
} as const;
type Category = keyof typeof LIGHTHOUSE_BUDGETS;
const CATEGORIES = Object.keys(LIGHTHOUSE_BUDGETS) as Category[];

type Scores = Record<Category, number>;

/** Where the last run's full reports go, to open in a browser when a score needs explaining. */
export const REPORT_DIR = fileURLToPath(new URL('../lighthouse-reports/', import.meta.url));

/** Lighthouse sometimes fails to record a trace (NO_NAVSTART); such a run is simply repeated. */
const ATTEMPTS = 3;

async function audit(url: string, port: number, reportName: string): Promise<Result> {
  let problem = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      disableStorageReset: true,
    });
    if (result && !result.lhr.runtimeError) {
      const html = Array.isArray(result.report) ? result.report.join('') : result.report;
      writeFileSync(`${REPORT_DIR}${reportName}.html`, html);
      return result.lhr;
    }
    problem = result?.lhr.runtimeError?.message ?? 'no result';
    console.log(`  ${url}: Lighthouse run ${attempt} failed (${problem})`);
  }
  throw new Error(`${url}: Lighthouse failed ${ATTEMPTS} times: ${problem}`);
}

function scoresOf(lhr: Result): Scores {
  const score = (category: Category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
  };
}

const misses = (scores: Scores) =>
  CATEGORIES.some((category) => scores[category] < LIGHTHOUSE_BUDGETS[category]);

/** The audits that cost points, so a miss says what to fix. */
function printLostPoints(path: string, lhr: Result): void {
  for (const category of CATEGORIES) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const item = lhr.audits[ref.id];
      if (ref.weight > 0 && item && item.score !== null && item.score < 0.9) {
        const value = item.displayValue ? ` (${item.displayValue})` : '';
        console.log(`  ${path} ${category}: ${item.id} ${item.score.toFixed(2)}${value}`);
      }
    }
  }
}

export async function runLighthouse(baseUrl: string, port: number): Promise<Figure[]> {
  const figures: Figure[] = [];
  mkdirSync(REPORT_DIR, { recursive: true });
  for (const route of budgetRoutes) {
    const url = `${baseUrl}${route.path}`;
    const reportName = route.path === '/' ? 'home' : route.path.slice(1);
    const first = await audit(url, port, reportName);
    const runs = [scoresOf(first)];
    printLostPoints(route.path, first);
    if (misses(runs[0] as Scores)) {
      for (let extra = 1; extra <= 2; extra += 1) {
        runs.push(scoresOf(await audit(url, port, `${reportName}-${extra + 1}`)));
      }
    }
    console.log(
      `  ${route.path}: ${runs.map((run) => CATEGORIES.map((c) => run[c]).join('/')).join(', ')}`,
    );
    for (const category of CATEGORIES) {
      figures.push({
        check: 'lighthouse',
        subject: `${category}, ${route.path}`,
        value: median(runs.map((run) => run[category])),
        unit: '',
        limit: LIGHTHOUSE_BUDGETS[category],
        kind: 'min',
      });
    }
  }
  return figures;
}
