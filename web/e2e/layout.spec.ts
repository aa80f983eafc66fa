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
 * Two frames for what the last scroll brought in, then the probe, in one round trip to the
 * page: on a long page (Quick Meals' cards) the round trips were a third of the walk.
 */
async function problemsOnScreen(page: Page, at: string): Promise<Found[]> {
  const look = () =>
    page.evaluate(async () => {
      const probe = (window as ProbedWindow).findLayoutProblems;
      if (!probe) return undefined;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return probe();
    });
  let found = await look();
  if (found === undefined) {
    // Installed once per document, as text: DevTools evaluates it, which the page's CSP (no
    // eval) does not govern.
    await page.evaluate(`window.findLayoutProblems = ${findLayoutProblems.toString()}`);
    found = (await look()) ?? [];
  }
  return found.map((problem) => ({ ...problem, at }));
}

/** Scrolls the page from top to bottom a screen at a time, checking each screen. */
async function walkPage(page: Page, width: number): Promise<Found[]> {
  const found: Found[] = [];
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let screen = 1; ; screen += 1) {
    await page.waitForTimeout(SETTLE_MS);
    found.push(...(await problemsOnScreen(page, `${width} px, screen ${screen}`)));
    const moved = await page.evaluate((room) => {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight - room);
      return window.scrollY !== before;
    }, HEADER_ROOM);
    if (!moved) return found;
  }
}

/** Scrolls an open dialog's content from top to bottom, checking each screen of it. */
async function walkDialog(page: Page, width: number): Promise<Found[]> {
  const found: Found[] = [];
  for (let screen = 1; ; screen += 1) {
    await page.waitForTimeout(SETTLE_MS);
    found.push(...(await problemsOnScreen(page, `${width} px, dialog screen ${screen}`)));
    const moved = await page.evaluate(() => {
      const dialog = document.querySelector('[role="dialog"]');
      const scroller = [dialog, ...(dialog?.querySelectorAll('*') ?? [])].find(
        (e) =>
          e && e.scrollHeight > e.clientHeight + 1 && getComputedStyle(e).overflowY !== 'hidden',
      );
      if (!scroller) return false;
      const before = scroller.scrollTop;
      scroller.scrollTop += scroller.clientHeight * 0.8;
      return scroller.scrollTop !== before;
    });
    if (!moved) return found;
  }
}

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

for (const route of appRoutes) {
  test(`${route.path} is laid out right from 320 to 768 px`, async ({ page }, testInfo) => {
    // A long page at five widths, screen by screen: as long as the planned week's walk below.
    test.slow();
    await new AppShell(page).goto(route.path);
    const name = route.path === '/' ? 'home' : route.path.slice(1);
    expect(await walkAtEveryWidth(page, testInfo, name)).toEqual([]);
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
