// Every route laid out right on a phone and a tablet (issue 21): walked at 320, 360, 390, 412
// and 768 px a screen at a time, as a cook scrolls, with the probe of support/layout-probe.ts
// failing on the page panning sideways, a strip scrolling sideways inside itself, text cut off,
// text drawn over text, and words broken across lines. The home page is walked again with a
// planned week and the cooking guide active, and the dialogs are checked open. Each route's
// screenshot at 390 px is written to the test's output folder (test-results/) for review.
import { type Page, type TestInfo, expect, test } from '@playwright/test';
import { appRoutes } from './pages/app-routes';
import { AppShell } from './pages/app-shell';
import { CreateRecipeDialog } from './pages/create-recipe-dialog';
import { DemoVideoDialog } from './pages/demo-video-dialog';
import { MealPlanner } from './pages/meal-planner';
import { RecipeJournalPage } from './pages/recipe-journal-page';
import { RecipeSharingPage } from './pages/recipe-sharing-page';
import { type LayoutProblem, findLayoutProblems } from './support/layout-probe';
import { startAvocadoToast } from './support/start-avocado-toast';

/** Phones from the smallest still sold to the largest, and a portrait tablet. */
const SCREENS = [
  { width: 320, height: 568 },
  { width: 360, height: 740 },
  { width: 390, height: 844 },
  { width: 412, height: 915 },
  { width: 768, height: 1024 },
] as const;
const SCREENSHOT_WIDTH = 390;
/**
 * Time for what a scroll brings in (a lazy section, a list's rows) to be drawn, after two
 * frames: what is still a placeholder then is checked on the next screen, which overlaps.
 */
const SETTLE_MS = 100;
/** The sticky header covers the top of each screen: a step of less than a screen overlaps. */
const HEADER_ROOM = 80;

type Found = LayoutProblem & { at: string };

type ProbedWindow = Window & { findLayoutProblems?: typeof findLayoutProblems };

/**
 * Installs the probe once per document, as text: DevTools evaluates it, which the page's CSP
 * (no eval) does not govern.
 */
async function installProbe(page: Page): Promise<void> {
  const installed = await page.evaluate(() => Boolean((window as ProbedWindow).findLayoutProblems));
  if (!installed)
    await page.evaluate(`window.findLayoutProblems = ${findLayoutProblems.toString()}`);
}

/**
 * Scrolls the page, or an open dialog's content, from top to bottom a screen at a time,
 * checking each screen once what the scroll brought in is drawn. The whole walk is one call
 * into the page: each call from the test is an action the trace snapshots, DOM and all, and on
 * a long page (Quick Meals' cards) those snapshots were most of the walk.
 */
async function walk(page: Page, width: number, what: 'page' | 'dialog'): Promise<Found[]> {
  await installProbe(page);
  return page.evaluate(
    async ({ what, width, settleMs, headerRoom }) => {
      const probe = (window as ProbedWindow).findLayoutProblems!;
      const scroller = (): Element | null => {
        if (what === 'page') return document.scrollingElement;
        const dialog = document.querySelector('[role="dialog"]');
        return (
          [dialog, ...(dialog?.querySelectorAll('*') ?? [])].find(
            (e) =>
              e &&
              e.scrollHeight > e.clientHeight + 1 &&
              getComputedStyle(e).overflowY !== 'hidden',
          ) ?? null
        );
      };
      const found: Found[] = [];
      if (what === 'page') window.scrollTo(0, 0);
      for (let screen = 1; ; screen += 1) {
        await new Promise((resolve) => setTimeout(resolve, settleMs));
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const at = `${width} px, ${what === 'page' ? '' : 'dialog '}screen ${screen}`;
        found.push(...probe().map((problem) => ({ ...problem, at })));
        const box = scroller();
        if (!box) return found;
        const before = box.scrollTop;
        // The sticky header covers the top of the page's screen; a dialog's has none.
        box.scrollTop += what === 'page' ? window.innerHeight - headerRoom : box.clientHeight * 0.8;
        if (box.scrollTop === before) return found;
      }
    },
    { what, width, settleMs: SETTLE_MS, headerRoom: HEADER_ROOM },
  );
}

const walkPage = (page: Page, width: number) => walk(page, width, 'page');
const walkDialog = (page: Page, width: number) => walk(page, width, 'dialog');

/** One line per distinct problem, with every width and screen it was seen at. */
function report(found: Found[]): string[] {
  const seen = new Map<string, string[]>();
  for (const problem of found) {
    const key = `${problem.kind}: ${problem.where} "${problem.text}" ${problem.detail}`;
    seen.set(key, [...(seen.get(key) ?? []), problem.at]);
  }
  return [...seen].map(
    ([key, at]) => `${key} [at ${at.slice(0, 3).join('; ')}${at.length > 3 ? ' …' : ''}]`,
  );
}

async function screenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({
    path: testInfo.outputPath(`${name}-${SCREENSHOT_WIDTH}.png`),
    fullPage: true,
  });
}

/** Walks the page at every width; `prepare` runs again after each resize when given. */
async function walkAtEveryWidth(
  page: Page,
  testInfo: TestInfo,
  name: string,
  walk: (width: number) => Promise<Found[]> = (width) => walkPage(page, width),
): Promise<string[]> {
  const found: Found[] = [];
  for (const screen of SCREENS) {
    await page.setViewportSize(screen);
    found.push(...(await walk(screen.width)));
    if (screen.width === SCREENSHOT_WIDTH) await screenshot(page, testInfo, name);
  }
  return report(found);
}

// A test per width: a phone opens the page at its own width, and Quick Meals' 66 cards walked
// at five widths in one test ran past its time on the 2-core CI host.
for (const route of appRoutes) {
  test.describe(`${route.path} is laid out right`, () => {
    for (const screen of SCREENS) {
      test(`at ${screen.width} px`, async ({ page }, testInfo) => {
        // A long page, screen by screen: as long as the planned week's walk below.
        test.slow();
        await page.setViewportSize(screen);
        await new AppShell(page).goto(route.path);
        const found = await walkPage(page, screen.width);
        if (screen.width === SCREENSHOT_WIDTH) {
          await screenshot(page, testInfo, route.path === '/' ? 'home' : route.path.slice(1));
        }
        expect(report(found)).toEqual([]);
      });
    }
  });
}

test('the home page with a planned week and a recipe cooking is laid out right', async ({
  page,
}, testInfo) => {
  test.slow();
  await startAvocadoToast(page);
  const planner = new MealPlanner(page);
  await planner.reveal();
  await planner.button('Auto-Plan').click();
  await expect(page.getByText(/^Planned \d+ meals$/).first()).toBeVisible();
  expect(await walkAtEveryWidth(page, testInfo, 'home-cooking-planned')).toEqual([]);
});

test.describe('open dialogs are laid out right from 320 to 768 px', () => {
  test('the mobile menu', async ({ page }, testInfo) => {
    const shell = new AppShell(page);
    await shell.goto('/');
    const found: Found[] = [];
    // The menu is the phone's navigation; a tablet shows the bar.
    for (const screen of SCREENS.filter((s) => s.width < 768)) {
      await page.setViewportSize(screen);
      await shell.openMenu();
      found.push(...(await walkDialog(page, screen.width)));
      if (screen.width === SCREENSHOT_WIDTH) await screenshot(page, testInfo, 'menu');
      await page.keyboard.press('Escape');
      await expect(shell.menu).toBeHidden();
    }
    expect(report(found)).toEqual([]);
  });

  test('the demo video', async ({ page }, testInfo) => {
    await new AppShell(page).goto('/');
    const demo = new DemoVideoDialog(page);
    await demo.open();
    expect(
      await walkAtEveryWidth(page, testInfo, 'demo-video', (w) => walkDialog(page, w)),
    ).toEqual([]);
  });

  test('a planned meal', async ({ page }, testInfo) => {
    // A Wednesday, with the days gone by planned too, so the week's first slot has a meal.
    await page.clock.setFixedTime(new Date('2026-11-25T12:00:00'));
    const planner = new MealPlanner(page);
    await planner.goto();
    await planner.reveal();
    await page.getByRole('checkbox', { name: 'Include past days' }).check();
    await planner.button('Auto-Plan').click();
    await expect(page.getByText(/^Planned \d+ meals$/).first()).toBeVisible();
    await planner.meal(planner.calendar.getByRole('cell').first()).click();
    await expect(planner.dialog).toBeVisible();
    expect(
      await walkAtEveryWidth(page, testInfo, 'meal-dialog', (w) => walkDialog(page, w)),
    ).toEqual([]);
  });

  test('Create Recipe', async ({ page }, testInfo) => {
    const sharing = new RecipeSharingPage(page);
    await sharing.goto();
    await sharing.showMyRecipes();
    // "Create Recipe" in the panel's header, or the empty state's first-recipe button.
    await sharing.createButton.or(sharing.createFirstButton).first().click();
    await new CreateRecipeDialog(page).waitUntilOpen();
    expect(
      await walkAtEveryWidth(page, testInfo, 'create-recipe', (w) => walkDialog(page, w)),
    ).toEqual([]);
  });

  test('a new journal entry', async ({ page }, testInfo) => {
    const journal = new RecipeJournalPage(page);
    await journal.goto();
    await journal.openNewEntry();
    expect(await walkAtEveryWidth(page, testInfo, 'new-entry', (w) => walkDialog(page, w))).toEqual(
      [],
    );
  });
});
