// One Chromium profile for every browser-side budget, as one installed phone would be: it
// visits the app online once, joins the seeded kitchen and keeps its service worker and
// IndexedDB. Lighthouse drives the same browser over its DevTools port.
import { type BrowserContext, type Page, chromium, expect } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumLaunchOptions } from '../e2e/support/chromium';
import { waitForServiceWorkerReady } from '../e2e/support/service-worker';
import { GroceryPage } from '../e2e/pages/grocery-page';
import { PantryPage } from '../e2e/pages/pantry-page';
import { ShareCard } from '../e2e/pages/share-card';
import { KITCHEN_SIZE, type KitchenSize } from './kitchen-data';
import { freePort } from '../e2e/support/free-port';

/** A mid-range phone's screen (Lighthouse's mobile emulation uses the same size). */
export const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 } as const;

export interface BudgetBrowser {
  context: BrowserContext;
  debuggingPort: number;
  close: () => Promise<void>;
}

export async function launchBudgetBrowser(baseUrl: string): Promise<BudgetBrowser> {
  const profile = mkdtempSync(join(tmpdir(), 'mise-budgets-profile-'));
  const debuggingPort = await freePort();
  const launch = chromiumLaunchOptions();
  const context = await chromium.launchPersistentContext(profile, {
    ...launch,
    args: [...(launch.args ?? []), `--remote-debugging-port=${debuggingPort}`],
    baseURL: baseUrl,
    ...PHONE,
    isMobile: true,
    hasTouch: true,
  });
  context.setDefaultTimeout(30_000);
  return {
    context,
    debuggingPort,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** The one online visit: join the seeded kitchen and wait until all of it is on the device. */
export async function joinSeededKitchen(
  page: Page,
  invitePath: string,
  size: KitchenSize = KITCHEN_SIZE,
  timeoutMs = 60_000,
): Promise<void> {
  const share = new ShareCard(page);
  await share.goto(invitePath);
  await expect(share.codeInput).not.toHaveValue('');
  await share.join();
  await waitForServiceWorkerReady(page);

  const pantry = new PantryPage(page);
  await pantry.goto();
  // A big pull can take a while on a slow machine; the count is the proof it all arrived.
  await expect(pantry.countBadge).toHaveText(String(size.pantry), { timeout: timeoutMs });
  const grocery = new GroceryPage(page);
  await grocery.waitForList();
  await expect(grocery.heading.locator('span')).toHaveText(String(size.grocery), {
    timeout: timeoutMs,
  });
}
