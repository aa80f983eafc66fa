// Page model of the pantry's "Scan photo" control (spec §5, §8): the button in each of its
// states, choosing a photo through the file chooser it opens, and the toasts that report back.
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { PantryPage } from './pantry-page';

export class PhotoScanControl {
  readonly scanButton: Locator;
  readonly readingButton: Locator;
  readonly offlineButton: Locator;
  readonly progress: Locator;
  readonly notifications: Locator;
  private readonly page: Page;

  constructor(pantry: PantryPage) {
    this.page = pantry.page;
    this.scanButton = pantry.section.getByRole('button', { name: 'Scan photo', exact: true });
    this.readingButton = pantry.section.getByRole('button', { name: 'Reading the photo…' });
    this.offlineButton = pantry.section.getByRole('button', {
      name: 'Scanning needs a connection',
    });
    this.progress = pantry.section.getByRole('progressbar', { name: 'Reading the photo…' });
    this.notifications = this.page.getByRole('region', { name: /Notifications/ });
  }

  /** Clicks "Scan photo" and picks `png` in the file chooser it opens. */
  async scan(png: Buffer): Promise<void> {
    const chooser = this.page.waitForEvent('filechooser');
    await this.scanButton.click();
    await (await chooser).setFiles({ name: 'photo.png', mimeType: 'image/png', buffer: png });
  }

  /** Waits for the toast with this title and text. */
  async expectToast(title: string, description: string): Promise<void> {
    // The first photo starts the server's OCR worker: a few seconds on a 2-core machine.
    const timeout = 30_000;
    await expect(this.notifications.getByText(title, { exact: true })).toBeVisible({ timeout });
    await expect(this.notifications.getByText(description, { exact: true })).toBeVisible();
  }
}
