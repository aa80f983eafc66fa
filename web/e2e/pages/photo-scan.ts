// Page model of the pantry's "Scan photo" control (spec §5, §8): the button in each of its
// states, choosing a photo through the file chooser it opens, the review of what it found, and
// the toasts that report back.
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import type { PantryPage } from './pantry-page';

export class PhotoScanControl {
  readonly scanButton: Locator;
  readonly readingButton: Locator;
  readonly offlineButton: Locator;
  readonly progress: Locator;
  readonly notifications: Locator;
  /** The review dialog of what the photo showed, before anything is added. */
  readonly review: Locator;
  readonly reviewItems: Locator;
  readonly undoButton: Locator;
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
    this.review = this.page.getByRole('dialog', { name: 'Check the scanned items' });
    this.reviewItems = this.review.getByRole('list', { name: 'Items found' }).getByRole('listitem');
    this.undoButton = this.notifications.getByRole('button', { name: 'Undo', exact: true });
  }

  /** One item of the review, by its place in the list (from 1), as a screen reader names it. */
  reviewItem(position: number): Locator {
    return this.review.getByRole('group', { name: new RegExp(`^Item ${position} of \\d+$`) });
  }

  /** The review's add button: "Add 3 items". */
  addButton(count: number): Locator {
    return this.review.getByRole('button', {
      name: `Add ${count} ${count === 1 ? 'item' : 'items'}`,
      exact: true,
    });
  }

  /** Waits for the review (the first photo starts the server's OCR worker: a few seconds). */
  async expectReview(names: readonly string[]): Promise<void> {
    await expect(this.review).toBeVisible({ timeout: 30_000 });
    await expect(this.reviewItems).toHaveCount(names.length);
    for (const [i, name] of names.entries()) {
      await expect(this.reviewItem(i + 1).getByRole('textbox', { name: 'Name' })).toHaveValue(name);
    }
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
