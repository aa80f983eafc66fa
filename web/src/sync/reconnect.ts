/**
 * Reconnecting a device whose session ended (the /login screen, spec §4, §8). Both ways sign in
 * anonymously, which makes a new device on the server, and keep every local row and queued
 * write. The new tokens are stored last: until then no tab can sync with a half-made identity,
 * and a failed join leaves the device exactly as it was (signed out, data intact).
 */
import { householdChangeResponseSchema } from '@mise/domain/api/household';
import { adoptNewClient } from '@mise/sync/client/adopt-client';
import { readJson } from './api-error';
import { loadSyncEngine } from './engine-loader';

const newClientId = () => crypto.randomUUID();
const now = () => new Date();

/** A new household that receives this device's data; returns how many rows it restores. */
export async function startFresh(): Promise<number> {
  const { auth, driver, localStore, syncClient } = await loadSyncEngine();
  const session = await auth.signInAnonymously();
  const restored = await adoptNewClient(localStore, { restoreRows: true, newClientId, now });
  await auth.adopt(session);
  await syncClient.forgetHousehold();
  driver.syncSoon();
  return restored;
}

/** Joins the household of an invite; the device's pending writes follow it there. */
export async function joinWithInvite(code: string): Promise<void> {
  const { auth, driver, localStore, syncClient } = await loadSyncEngine();
  const session = await auth.signInAnonymously();
  const joined = await readJson(
    await auth.fetchAs(session.accessToken, '/api/household/join', {
      method: 'POST',
      body: JSON.stringify({ code }),
    }),
    householdChangeResponseSchema,
  );
  await adoptNewClient(localStore, { restoreRows: false, newClientId, now });
  await auth.adopt({ ...session, user: { ...session.user, householdId: joined.householdId } });
  await syncClient.forgetHousehold();
  driver.syncSoon();
}
