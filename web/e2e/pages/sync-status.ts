// Page model of the header's sync status: the button (its accessible name carries the state)
// and the popover it opens, with the reconnect link, the list of refused writes and the warning
// that changes not yet synced sit in storage the browser may clear.
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export class SyncStatus {
  readonly button: Locator;
  readonly popover: Locator;
  readonly storageNotice: Locator;

  constructor(readonly page: Page) {
    this.button = page.getByRole('button', { name: /^Sync status:/ });
    this.popover = page.getByRole('dialog', { name: 'Sync details' });
    this.storageNotice = this.popover.getByText(
      'This browser may clear changes not yet synced if it runs low on space.',
    );
  }

  /** Every queued write has reached the server and the device pulled after it. */
  async waitUntilSynced(): Promise<void> {
    await expect(this.button).toHaveAccessibleName(/^Sync status: Synced,/, { timeout: 15_000 });
  }

  async expectPaused(): Promise<void> {
    await expect(this.button).toHaveAccessibleName(/^Sync status: Sync paused, Reconnect/);
  }

  async open(): Promise<void> {
    await this.button.click();
    await expect(this.popover).toBeVisible();
  }

  async close(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await expect(this.popover).toBeHidden();
  }
}
