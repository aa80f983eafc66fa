// Offline start: after the one online visit, with the network cut, the time from navigation to
// the home page's lists (pantry cards and grocery lines, from IndexedDB) being on screen and
// usable, median of 10 starts in a new tab each.
import type { BrowserContext } from '@playwright/test';
import type { Figure } from './report';
import { median } from './stats';

const RUNS = 10;
export const OFFLINE_START_BUDGET_MS = 300;

declare global {
  interface Window {
    __homeListsReady?: number;
  }
}

/**
 * Runs in the page before any of its scripts: notes when both lists first show their rows.
 * (No named inner functions: tsx would wrap them in a helper the page does not have.)
 */
function watchHomeLists(): void {
  const observer = new MutationObserver(() => {
    const pantryShown = document.querySelector('#pantry article') !== null;
    const groceryShown = document.querySelector('[aria-label="Grocery items"] li') !== null;
    if (!pantryShown || !groceryShown) return;
    observer.disconnect();
    // The frame that paints the lists: React has attached their handlers by then.
    requestAnimationFrame(() => {
      window.__homeListsReady = performance.now();
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
      await page.addInitScript(watchHomeLists);
      await page.goto('/', { waitUntil: 'commit' });
      const handle = await page.waitForFunction(() => window.__homeListsReady);
      samples.push(Number(await handle.jsonValue()));
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
