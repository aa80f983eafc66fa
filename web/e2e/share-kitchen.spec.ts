// Settings → "Share this kitchen": a second device opens an invite link, confirms, joins the
// household, and from then on both devices share one pantry, with pokes carrying each change
// to the other device while it is open.
import AxeBuilder from '@axe-core/playwright';
import type { Browser } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { PantryPage } from './pages/pantry-page';
import { ShareCard } from './pages/share-card';
import { SyncStatus } from './pages/sync-status';

async function newDevice(browser: Browser) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

test('S10, S13: a second device joins with an invite link and shares the pantry', async ({
  browser,
}) => {
  const host = await newDevice(browser);
  const hostPantry = new PantryPage(host);
  await hostPantry.goto();
  await hostPantry.addItem({ name: 'Paprika' });
  await new SyncStatus(host).waitUntilSynced();
  const hostShare = new ShareCard(host);
  await hostShare.goto();
  await expect(hostShare.deviceCount('Only this device uses this kitchen so far.')).toBeVisible();
  const link = await hostShare.createInvite();
  expect(link).toMatch(/\/settings\?invite=[2-9A-Z]{8}$/);

  const guest = await newDevice(browser);
  const guestShare = new ShareCard(guest);
  await guestShare.goto(link);
  await expect(guestShare.codeInput).toHaveValue(link.slice(-8));
  await guestShare.join();
  await expect(guest.getByText('You joined the kitchen', { exact: true })).toBeVisible();
  await expect(guestShare.deviceCount('2 devices share this kitchen.')).toBeVisible();

  const guestPantry = new PantryPage(guest);
  await guestPantry.goto();
  await expect(guestPantry.card('Paprika')).toBeVisible();

  // A write on the host reaches the open guest through a poke, with no reload.
  await hostPantry.goto();
  await hostPantry.addItem({ name: 'Nutmeg' });
  await expect(guestPantry.card('Nutmeg')).toBeVisible();

  await Promise.all([host.context().close(), guest.context().close()]);
});

test('a wrong invite code is refused with the server’s message', async ({ page }) => {
  const share = new ShareCard(page);
  await share.goto('/settings?invite=ABCDEFGH');
  await share.join();
  await expect(share.codeInput).toHaveAccessibleDescription('This invite code is not valid.');
});

test('an open invite is listed, revoked from the keyboard, and then refused', async ({
  browser,
}) => {
  const host = await newDevice(browser);
  const hostShare = new ShareCard(host);
  await hostShare.goto();
  await expect(hostShare.openInvites).toContainText('No open invites.');
  const link = await hostShare.createInvite();
  const code = link.slice(-8);
  await expect(hostShare.openInvite(code)).toContainText(
    /Expires in 24 hours · created on this device/,
  );
  const axe = await new AxeBuilder({ page: host })
    .include('section[aria-labelledby="open-invites-heading"]')
    .analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);

  await hostShare.revokeButton(code).focus();
  await host.keyboard.press('Enter');
  await expect(host.getByText('Invite revoked', { exact: true })).toBeVisible();
  await expect(hostShare.openInvites).toContainText('No open invites.');
  await expect(hostShare.inviteCode).toBeHidden();
  await expect(hostShare.openInvites.getByRole('heading', { name: 'Open invites' })).toBeFocused();

  const guest = await newDevice(browser);
  const guestShare = new ShareCard(guest);
  await guestShare.goto(link);
  await guestShare.join();
  await expect(guestShare.codeInput).toHaveAccessibleDescription('This invite code is not valid.');

  await Promise.all([host.context().close(), guest.context().close()]);
});
