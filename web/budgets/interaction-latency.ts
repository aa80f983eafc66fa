// Interaction latency with the seeded kitchen: from the click (the event's own timestamp) to
// the frame that shows the updated list, measured in the page, 50 times each for adding a
// pantry item and checking off a grocery line. Budget: p95 under 50 ms.
import { type BrowserContext, type Page, expect } from '@playwright/test';
import { GroceryPage } from '../e2e/pages/grocery-page';
import { PantryPage, localDateFromToday } from '../e2e/pages/pantry-page';
import { KITCHEN_SIZE, type KitchenSize, groceryItems } from './kitchen-data';
import type { Figure } from './report';
import { median, percentile } from './stats';

const ACTIONS = 50;
export const INTERACTION_BUDGET_MS = 50;

/** What the next click should change on screen. */
type Expectation =
  /** Some element matching `selector` reads `text`. */
  | { kind: 'text'; selector: string; text: string }
  | { kind: 'checked'; listLabel: string; name: string; checked: boolean };

declare global {
  interface Window {
    __latency?: Promise<number>;
  }
}

/**
 * In the page: times the next click until the DOM shows `expected`, then the next frame.
 * (No named inner functions: tsx would wrap them in a helper the page does not have.)
 */
function armLatencyProbe(expected: Expectation): void {
  window.__latency = new Promise((resolve, reject) => {
    let clickedAt: number | undefined;
    /** The clicked line, found once: searching every line on each change timed the search. */
    let line: string | null | undefined;
    document.addEventListener(
      'click',
      (event) => {
        clickedAt = event.timeStamp;
        if (expected.kind === 'checked' && event.target instanceof Element) {
          const clicked = event.target.closest('li[data-line]');
          // A line's first label text is the item's name, which also names its check box.
          const named = clicked?.querySelector('label span')?.textContent === expected.name;
          line = named ? clicked?.getAttribute('data-line') : null;
          if (!line) reject(new Error(`The click was not on the line of ${expected.name}`));
        }
      },
      { capture: true, once: true },
    );
    const observer = new MutationObserver(() => {
      if (clickedAt === undefined) return;
      let shown: boolean;
      if (expected.kind === 'text') {
        shown = [...document.querySelectorAll(expected.selector)].some(
          (element) => element.textContent === expected.text,
        );
      } else {
        // The box itself ticks natively on the click; the line is updated when it is struck
        // through, which is the app's own render (its element may be a new one, in the other
        // list of the two).
        const shownLine = line
          ? document.querySelector(`[aria-label="${expected.listLabel}"] [data-line="${line}"]`)
          : null;
        shown = shownLine?.hasAttribute('data-completed') === expected.checked;
      }
      if (!shown) return;
      observer.disconnect();
      const start = clickedAt;
      requestAnimationFrame(() => resolve(performance.now() - start));
    });
    observer.observe(document.body, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
  });
}

async function measure(page: Page, expected: Expectation, click: () => Promise<void>) {
  await page.evaluate(armLatencyProbe, expected);
  await click();
  return page.evaluate(() => window.__latency ?? Promise.reject(new Error('probe not armed')));
}

async function addPantryItems(page: Page, size: KitchenSize): Promise<number[]> {
  const pantry = new PantryPage(page);
  await pantry.goto();
  const samples: number[] = [];
  for (let n = 1; n <= ACTIONS; n += 1) {
    await pantry.openForm();
    const name = `Budget check item ${n}`;
    await pantry.nameInput.fill(name);
    // Expiring in a week: the card sorts into the middle of the list, out of view; the app
    // scrolls it into view, and the clock stops when the card is on the page.
    await pantry.expiryInput.fill(localDateFromToday(7));
    samples.push(
      await measure(page, { kind: 'text', selector: '#pantry article h4', text: name }, () =>
        pantry.saveButton.click(),
      ),
    );
    await expect(pantry.card(name)).toBeInViewport();
    await expect(pantry.countBadge).toHaveText(String(size.pantry + n));
  }
  return samples;
}

async function checkOffGroceries(page: Page, size: KitchenSize): Promise<number[]> {
  const grocery = new GroceryPage(page);
  await grocery.goto();
  const names = groceryItems(new Date(), size).map((item) => item.name);
  const checked = new Set<string>();
  const samples: number[] = [];
  for (let n = 0; n < ACTIONS; n += 1) {
    const name = names[n % names.length] ?? '';
    const nowChecked = !checked.has(name);
    samples.push(
      await measure(
        page,
        { kind: 'checked', listLabel: 'Grocery items', name, checked: nowChecked },
        () => grocery.checkbox(name).click(),
      ),
    );
    if (nowChecked) checked.add(name);
    else checked.delete(name);
  }
  return samples;
}

function figures(action: string, samples: readonly number[]): Figure[] {
  console.log(`  ${action} (ms): ${samples.map((ms) => ms.toFixed(0)).join(' ')}`);
  return [
    {
      check: 'latency',
      subject: `${action}, median`,
      value: median(samples),
      unit: 'ms',
      kind: 'max',
    },
    {
      check: 'latency',
      subject: `${action}, p95`,
      value: percentile(samples, 0.95),
      unit: 'ms',
      limit: INTERACTION_BUDGET_MS,
      kind: 'max',
    },
  ];
}

const INTERACTIONS = [
  { action: 'add a pantry item', run: addPantryItems },
  { action: 'check off a grocery item', run: checkOffGroceries },
] as const;

/**
 * Each interaction's figures. An interaction that fails throws, unless `onFailure` is given
 * (a benchmark that reports what it could not measure and goes on to the next).
 */
export async function measureInteractionLatency(
  context: BrowserContext,
  size: KitchenSize = KITCHEN_SIZE,
  onFailure?: (action: string, error: unknown) => void,
): Promise<Figure[]> {
  const page = await context.newPage();
  try {
    const measured: Figure[] = [];
    for (const { action, run } of INTERACTIONS) {
      try {
        measured.push(...figures(action, await run(page, size)));
      } catch (error) {
        if (onFailure === undefined) throw error;
        onFailure(action, error);
      }
    }
    return measured;
  } finally {
    await page.close();
  }
}
