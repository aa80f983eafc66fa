// Reads and changes the session the app keeps in IndexedDB (the 'mise-session' database that
// idb-keyval manages), the way time or another device would: tests never call into the app.
import type { Page } from '@playwright/test';
import { z } from 'zod';

const sessionSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type DeviceSession = z.infer<typeof sessionSchema>;

/** In the page: writes `changes` (if any) to the session items, then reads the two tokens. */
function sessionItems(changes: Record<string, string>): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('mise-session');
    open.onerror = () => reject(new Error(`mise-session did not open: ${String(open.error)}`));
    open.onsuccess = () => {
      const transaction = open.result.transaction('items', 'readwrite');
      const items = transaction.objectStore('items');
      for (const [key, value] of Object.entries(changes)) items.put(value, key);
      const access = items.get('accessToken');
      const refresh = items.get('refreshToken');
      transaction.oncomplete = () => {
        open.result.close();
        const accessToken: unknown = access.result;
        const refreshToken: unknown = refresh.result;
        resolve({ accessToken, refreshToken });
      };
    };
  });
}

export async function readDeviceSession(page: Page): Promise<DeviceSession> {
  return sessionSchema.parse(await page.evaluate(sessionItems, {}));
}

/** As if the access token had expired: the server answers the next call with a 401. */
export async function spoilAccessToken(page: Page): Promise<void> {
  await page.evaluate(sessionItems, { accessToken: 'expired-token' });
}
