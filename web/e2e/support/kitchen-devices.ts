// Phones of one household, for the tests where devices share a kitchen: each a fresh browser
// context, the second joining the first one's kitchen with an invite link, as a cook would.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { ShareCard } from '../pages/share-card';

export interface Device {
  context: BrowserContext;
  page: Page;
}

export async function newDevice(browser: Browser): Promise<Device> {
  const context = await browser.newContext();
  const page = await context.newPage();
  return { context, page };
}

/** The guest phone joins the host phone's kitchen with an invite link. */
export async function joinKitchen(host: Page, guest: Page): Promise<void> {
  const hostShare = new ShareCard(host);
  await hostShare.goto();
  const link = await hostShare.createInvite();
  const guestShare = new ShareCard(guest);
  await guestShare.goto(new URL(link).pathname + new URL(link).search);
  await guestShare.join();
}
