// Where toasts show (spec §9: at most 420 px wide on medium screens and up): never over the
// header, whose menu and sync status a cook reaches for, and within the screen. On a phone they
// sit at the bottom, the width of the screen less its margins; on a laptop, in the bottom-right
// corner. The "You're offline" toast stands in for any toast: every page can raise it.
import type { Page } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { TOAST_VIEWPORT_MAX_WIDTH_PX } from '@mise/domain/constants';
import { AppShell } from './pages/app-shell';
import { startAvocadoToast } from './support/start-avocado-toast';

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** Goes offline on the home page and returns where the toast and the header are drawn. */
async function raiseToast(page: Page): Promise<{ toast: Box; header: Box }> {
  const shell = new AppShell(page);
  await shell.goto('/');
  await page.context().setOffline(true);
  const toast = shell.notifications.locator('li').filter({ hasText: "You're offline" });
  await expect(toast).toBeVisible();
  // Measured once its entrance (a slide) is over, where it stays for its 5 seconds.
  await toast.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  );
  const toastBox = await toast.boundingBox();
  const headerBox = await page.getByRole('banner').boundingBox();
  if (!toastBox || !headerBox) throw new Error('The toast or the header is not drawn');
  return { toast: toastBox, header: headerBox };
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('a toast shows at the bottom, within the screen, clear of the header', async ({ page }) => {
    const { toast, header } = await raiseToast(page);
    expect(overlaps(toast, header), JSON.stringify({ toast, header })).toBe(false);
    expect(toast.x).toBeGreaterThanOrEqual(8);
    expect(toast.x + toast.width).toBeLessThanOrEqual(390 - 8);
    // Full width less the margins: the text wraps as little as it can.
    expect(toast.width).toBeGreaterThan(390 - 2 * 24);
    expect(toast.y + toast.height).toBeLessThanOrEqual(844);
    expect(toast.y).toBeGreaterThan(844 / 2);
  });

  test("a toast rises above a ringing timer's alarm, so its Dismiss stays in reach", async ({
    page,
  }) => {
    await page.clock.install();
    const guide = await startAvocadoToast(page);
    await guide.button('Start 7:00 timer').click();
    await page.clock.fastForward('07:30');
    await expect(guide.alarm).toBeVisible();
    await page.context().setOffline(true);
    const toast = new AppShell(page).notifications
      .locator('li')
      .filter({ hasText: "You're offline" });
    await expect(toast).toBeVisible();
    await toast.evaluate((element) =>
      Promise.all(element.getAnimations().map((animation) => animation.finished)),
    );
    const alarm = await guide.alarm.boundingBox();
    const shown = await toast.boundingBox();
    if (!alarm || !shown) throw new Error('The alarm or the toast is not drawn');
    expect(shown.y + shown.height, JSON.stringify({ shown, alarm })).toBeLessThanOrEqual(alarm.y);
    await guide.alarm.getByRole('button', { name: 'Dismiss' }).click();
    await expect(guide.alarm).toBeHidden();
  });
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a toast shows in the bottom-right corner, clear of the header', async ({ page }) => {
    const { toast, header } = await raiseToast(page);
    expect(overlaps(toast, header), JSON.stringify({ toast, header })).toBe(false);
    expect(toast.width).toBeLessThanOrEqual(TOAST_VIEWPORT_MAX_WIDTH_PX);
    expect(toast.x + toast.width).toBeLessThanOrEqual(1280);
    expect(toast.x).toBeGreaterThan(1280 / 2);
    expect(toast.y + toast.height).toBeLessThanOrEqual(800);
    expect(toast.y).toBeGreaterThan(800 / 2);
  });
});
