// Spec §4, §8: a device whose refresh is refused (its refresh token was used elsewhere, which
// revokes it) is sent to /login, keeps its data and queued writes, and "Start fresh with this
// device's data" brings everything into a new household that syncs again.
import { expect, test } from '@playwright/test';
import { z } from 'zod';
import { PantryPage } from './pages/pantry-page';
import { ReconnectPage } from './pages/reconnect-page';
import { SyncStatus } from './pages/sync-status';
import { readDeviceSession, spoilAccessToken } from './support/device-session';

const pullSchema = z.object({
  changes: z.array(
    z.object({ collection: z.string(), data: z.object({ name: z.string() }).loose().optional() }),
  ),
});

test('S8: a revoked device lands on /login, keeps its data and starts fresh with it', async ({
  page,
  context,
  request,
}) => {
  const pantry = new PantryPage(page);
  const status = new SyncStatus(page);
  const reconnect = new ReconnectPage(page);
  await pantry.goto();
  await pantry.addItem({ name: 'Saffron' });
  await status.waitUntilSynced();

  // A copy of the refresh token is used first; the device's own use is then a reuse.
  const { refreshToken } = await readDeviceSession(page);
  const stolen = await request.post('/api/auth/refresh', { data: { refreshToken } });
  expect(stolen.status()).toBe(200);

  // Offline, a write is queued; back online its push meets an expired access token.
  await context.setOffline(true);
  await pantry.addItem({ name: 'Cumin' });
  await spoilAccessToken(page);
  await context.setOffline(false);

  await expect(page).toHaveURL('/login');
  await expect(reconnect.reason('Session expired')).toBeVisible();
  await expect(page.getByText(/with 1 change not synced yet/)).toBeVisible();
  await status.expectPaused();

  await page.getByRole('link', { name: 'Back to home' }).click();
  await expect(pantry.card('Saffron')).toBeVisible();
  await expect(pantry.card('Cumin')).toBeVisible();

  await status.open();
  await status.popover.getByRole('link', { name: 'Reconnect this device' }).click();
  await reconnect.startFreshButton.click();
  await expect(reconnect.reconnected).toBeVisible();
  await status.waitUntilSynced();

  // The new household, read with the device's new token, holds both items.
  const { accessToken } = await readDeviceSession(page);
  const pull = await request.get('/api/sync/pull?clientId=e2e-reader&cursor=0', {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const names = pullSchema
    .parse(await pull.json())
    .changes.filter((change) => change.collection === 'pantryItems')
    .map((change) => change.data?.name);
  expect(names.sort()).toEqual(['Cumin', 'Saffron']);
});
