// Nothing on a page moves as it opens: what loads after the first paint (the recipes of a
// select, a journal's stats) takes a place kept for it, so a cook reaching for a button does not
// hit the one that slid under their thumb. The browser's own layout-shift entries are the
// measure, on a phone's screen and a laptop's; a shift right after the cook's own input does not
// count (as in Lighthouse's CLS). A part that loads as the cook scrolls to it arrives at the
// size of what stood in its place.
import { expect, test } from '@playwright/test';
import { CookingGuide } from './pages/cooking-guide';
import { appRoutes } from './pages/app-routes';
import { AppShell } from './pages/app-shell';

/** Long enough for every live query and lazy part of a page to have answered on a busy host. */
const SETTLE_MS = 2_000;

interface Shift {
  value: number;
  sources: string[];
}

/** Runs in the page before its scripts. (No named inner functions: see budgets/offline-start.) */
function recordLayoutShifts(): void {
  const shifts: Shift[] = [];
  (window as unknown as { __shifts: Shift[] }).__shifts = shifts;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as unknown as LayoutShiftEntry[]) {
      if (entry.hadRecentInput) continue;
      shifts.push({
        value: entry.value,
        sources: entry.sources.map((source) => {
          const element =
            source.node instanceof Element ? source.node : (source.node?.parentElement ?? null);
          return element
            ? `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').slice(0, 60)}"`
            : 'a removed node';
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

interface LayoutShiftEntry {
  value: number;
  hadRecentInput: boolean;
  sources: { node?: Node | null }[];
}

/** A phone, and a laptop, whose taller view shows what lies below a phone's first screen. */
const SCREENS = [
  { name: 'a phone', viewport: { width: 412, height: 823 } },
  { name: 'a laptop', viewport: { width: 1280, height: 800 } },
] as const;

for (const screen of SCREENS) {
  test.describe(`on ${screen.name}`, () => {
    test.use({ viewport: screen.viewport });

    for (const route of appRoutes) {
      test(`${route.path} does not move as it opens`, async ({ page }) => {
        await page.addInitScript(recordLayoutShifts);
        await new AppShell(page).goto(route.path);
        // An absence has no event to wait for: the page is given time to finish loading.
        await page.waitForTimeout(SETTLE_MS);
        const shifts = await page.evaluate(
          () => (window as unknown as { __shifts: Shift[] }).__shifts,
        );
        expect(shifts).toEqual([]);
      });
    }
  });
}

test.describe('on a phone, the home page as a cook scrolls it', () => {
  test.use({ viewport: SCREENS[0].viewport });

  test('the cooking guide arrives at the size of what stood in its place', async ({ page }) => {
    // The guide's code is held back, as on a slow phone, until the section's size is measured.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/cooking-guide-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await new AppShell(page).goto('/');
    const guide = new CookingGuide(page);
    await guide.section.scrollIntoViewIfNeeded();
    const voice = guide.section.getByRole('button', { name: 'Start Voice Command' });
    await expect(voice).toBeDisabled();
    await expect(guide.section.getByRole('status')).toHaveText('Loading the cooking guide…');
    const loading = await guide.section.boundingBox();

    release();
    await expect(voice).toBeEnabled();
    expect(await guide.section.boundingBox()).toEqual(loading);
  });
});
