// Waits until the service worker controls nothing yet but has finished installing: its
// precache is complete once a registration is active.
import type { Page } from '@playwright/test';

export async function waitForServiceWorkerReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.state;
  });
}
