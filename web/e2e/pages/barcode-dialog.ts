// Page model of the pantry's barcode scanner: the "Scan barcode" button, the dialog it opens
// (camera preview, status line, typed code) and the toasts it ends with.
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export class BarcodeDialog {
  readonly openButton: Locator;
  readonly dialog: Locator;
  readonly preview: Locator;
  readonly status: Locator;
  readonly codeInput: Locator;
  readonly addButton: Locator;
  readonly retryButton: Locator;
  readonly notifications: Locator;

  constructor(readonly page: Page) {
    const pantry = page.getByRole('region', { name: 'Pantry', exact: true });
    this.openButton = pantry.getByRole('button', { name: 'Scan barcode' });
    this.dialog = page.getByRole('dialog', { name: 'Scan a barcode' });
    this.preview = this.dialog.getByLabel('Camera preview for scanning a barcode');
    this.status = this.dialog.getByRole('status');
    this.codeInput = this.dialog.getByRole('textbox', { name: 'Type the barcode' });
    this.addButton = this.dialog.getByRole('button', { name: 'Add', exact: true });
    this.retryButton = this.dialog.getByRole('button', { name: 'Try the camera again' });
    this.notifications = page.getByRole('region', { name: 'Notifications (F8)' });
  }

  async open(): Promise<void> {
    await this.openButton.click();
    await expect(this.dialog).toBeVisible();
  }

  /**
   * Taps "Scan barcode" for a camera that is already showing a code. The dialog then opens, reads
   * the code and closes on its own, offline in about half a second: a look for the dialog can
   * fall between its opening and its closing (CI saw exactly that). So this waits for what the
   * scan ends with, the "Item Added" toast, which stays for seconds. The first scan of a page
   * also fetches and compiles the decoder's WebAssembly: on a loaded 2-core CI host the dialog
   * still said "Getting the scanner ready…" 8 s after the tap, and the item came at about 11 s.
   */
  async scan(name: string): Promise<void> {
    await this.openButton.click();
    await this.expectAdded(name, { timeout: 30_000 });
  }

  /** Types a code and presses Add; the dialog stays open if the code is refused. */
  async typeCode(code: string): Promise<void> {
    await this.codeInput.fill(code);
    await this.addButton.click();
  }

  /** §8's success toast for a product name. */
  async expectAdded(name: string, options?: { timeout: number }): Promise<void> {
    await expect(this.notifications.getByText('Item Added', { exact: true })).toBeVisible(options);
    await expect(
      this.notifications.getByText(`Added ${name} from barcode`, { exact: true }),
    ).toBeVisible();
  }

  /**
   * §8's failure toast, shown while the dialog is still open. A modal dialog hides the page
   * behind it from the accessibility tree, the toast region included, so the toast is found by
   * its visible text rather than by role.
   */
  async expectScanFailed(): Promise<void> {
    for (const text of ['Scan Failed', 'Failed to scan barcode. Please try again.']) {
      await expect(
        this.page.getByText(text, { exact: true }).filter({ visible: true }),
      ).toBeVisible();
    }
  }
}
