// Page model of Settings → the household's preferences: one region per card, choices by their
// accessible names, and the §8 toast each save shows.
import { type Locator, type Page, expect } from '@playwright/test';

export class PreferenceCards {
  readonly loading: Locator;
  readonly notifications: Locator;

  constructor(readonly page: Page) {
    this.loading = page.getByRole('status').filter({ hasText: 'Loading preferences...' });
    this.notifications = page.getByRole('region', { name: 'Notifications (F8)' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/settings');
    await expect(this.card('Privacy & Sharing')).toBeVisible();
  }

  card(title: string): Locator {
    return this.page.getByRole('region', { name: title, exact: true });
  }

  radio(card: string, name: string): Locator {
    return this.card(card).getByRole('radio', { name, exact: true });
  }

  checkbox(card: string, name: string): Locator {
    return this.card(card).getByRole('checkbox', { name, exact: true });
  }

  switch(name: string): Locator {
    return this.card('Notifications').getByRole('switch', { name, exact: true });
  }

  /** Waits for §8's "Settings Saved" toast of the last change, then closes it. */
  async expectSaved(): Promise<void> {
    const title = this.notifications.getByText('Settings Saved', { exact: true });
    await expect(title).toBeVisible();
    await expect(
      this.notifications.getByText('Your preferences have been updated successfully.', {
        exact: true,
      }),
    ).toBeVisible();
    await this.notifications.getByRole('button', { name: 'Close notification' }).click();
    await expect(title).toBeHidden();
  }
}
