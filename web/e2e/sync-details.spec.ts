// The sync details in trouble (issue 20, "nothing silent"): with the server out of reach they
// say so in words a cook understands, never the browser's "Failed to fetch"; and while changes
// wait to sync in storage the browser may clear (headless Chromium never grants persistent
// storage), they say that too, with the way to keep them: install Mise. Nothing waiting,
// nothing said.
import { expect, test } from '@playwright/test';
import { PantryPage } from './pages/pantry-page';
import { SyncStatus } from './pages/sync-status';

// Without the service worker, every request reaches page.route().
test.use({ serviceWorkers: 'block' });

test('a queued write on storage the browser may clear is named in the sync details', async ({
  page,
}) => {
  const pantry = new PantryPage(page);
  const status = new SyncStatus(page);
  await page.route('**/api/sync/**', (route) => route.abort());
  await pantry.goto();
  await pantry.addItem({ name: 'Sumac' });

  // The write asked for persistent storage, and this browser refused it.
  const persisted = await page.evaluate(() => navigator.storage.persisted());
  expect(persisted).toBe(false);

  await status.open();
  await expect(status.popover).toContainText(
    "Couldn't reach the Mise server. Mise will try again shortly.",
  );
  await expect(status.storageNotice).toHaveText(
    'This browser may clear changes not yet synced if it runs low on space. Install Mise (Add to Home Screen) to keep them safe.',
  );
  await expect(page.locator('body')).not.toContainText('Failed to fetch');
  await status.close();

  // The server is back: the next write takes the queued one with it, and the warning goes.
  await page.unroute('**/api/sync/**');
  await pantry.addItem({ name: 'Za’atar' });
  await status.waitUntilSynced();
  await status.open();
  await expect(status.popover).toContainText('All changes synced');
  await expect(status.storageNotice).toHaveCount(0);
});
