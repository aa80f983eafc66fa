// Offline start: after the one online visit, with the network cut, the time from navigation to
// the home page's two lists (§2: Pantry Items and Available Recipes, from IndexedDB) having
// their rows on the page and usable, median of 10 starts in a new tab each.
import type { BrowserContext } from '@playwright/test';
import type { Figure } from './report';
import { median } from './stats';

const RUNS = 10;
export const OFFLINE_START_BUDGET_MS = 300;

/** The console line the watcher writes, then the time in ms since navigation. */
const READY = 'mise-budgets:home-lists-ready';

/**
 * Runs in the page before any of its scripts: reports when both lists first show their rows.
 * It reports on the console because any way of asking the page (Playwright's waitForFunction
 * polls every frame, after compiling its own helper script into the page) would itself take tens
 * of milliseconds of the main thread being measured.
 * (No named inner functions: tsx would wrap them in a helper the page does not have.)
 */
function watchHomeLists(ready: string): void {
  const observer = new MutationObserver(() => {
    // Each list is a region named by its heading ("Pantry Items 150"); a row is a list item.
    const withRows = Array.from(document.querySelectorAll('[role="region"][aria-labelledby]'))
      .filter((region) => region.querySelector('li') !== null)
      .map((region) => document.getElementById(region.getAttribute('aria-labelledby') ?? ''));
    const shown = ['Pantry Items', 'Available Recipes'].every((title) =>
      withRows.some((heading) => heading?.textContent?.startsWith(title) === true),
    );
    if (!shown) return;
    observer.disconnect();
    // The frame that paints the lists: React has attached their handlers by then.
    requestAnimationFrame(() => {
      console.debug(`${ready} ${performance.now()}`);
    });
  });
  observer.observe(document, { childList: true, subtree: true });
}

export async function measureOfflineStart(context: BrowserContext): Promise<Figure[]> {
  await context.setOffline(true);
  const samples: number[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      const page = await context.newPage();
      await page.addInitScript(watchHomeLists, READY);
      const ready = page.waitForEvent('console', (message) => message.text().startsWith(READY));
      await page.goto('/', { waitUntil: 'commit' });
      samples.push(Number((await ready).text().slice(READY.length)));
      await page.close();
    }
  } finally {
    await context.setOffline(false);
  }
  console.log(`  offline starts (ms): ${samples.map((ms) => ms.toFixed(0)).join(', ')}`);
  return [
    {
      check: 'offline start',
      subject: `offline start to home lists, median of ${RUNS}`,
      value: median(samples),
      unit: 'ms',
      limit: OFFLINE_START_BUDGET_MS,
      kind: 'max',
      gate: 'target',
    },
  ];
}
