// Page model of Settings → "Your data": export the kitchen as a file, import one, and the report.
import { type Locator, type Page, expect } from '@playwright/test';
import { readFile } from 'node:fs/promises';

export class YourDataCard {
  readonly card: Locator;
  readonly exportButton: Locator;
  readonly importInput: Locator;
  readonly report: Locator;

  constructor(readonly page: Page) {
    this.card = page.getByRole('region', { name: 'Your data' });
    this.exportButton = this.card.getByRole('button', { name: 'Export my kitchen' });
    this.importInput = this.card.getByLabel('Import a kitchen file');
    this.report = this.card.getByRole('status').or(this.card.getByRole('alert'));
  }

  async goto(): Promise<void> {
    await this.page.goto('/settings');
    await expect(this.exportButton).toBeVisible();
  }

  /** Exports the kitchen; answers the downloaded file's name and text. */
  async export(): Promise<{ name: string; text: string }> {
    const download = this.page.waitForEvent('download');
    await this.exportButton.click();
    const file = await download;
    return { name: file.suggestedFilename(), text: await readFile(await file.path(), 'utf8') };
  }

  async import(name: string, text: string): Promise<void> {
    await this.importInput.setInputFiles({
      name,
      mimeType: 'application/json',
      buffer: Buffer.from(text),
    });
  }
}
