// Page model of the app's frame: header navigation (bar or mobile menu), the page heading, the
// notifications region, and a marker that tells a client-side navigation from a full reload.
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

const MARKER = '__miseNoReloadMarker';

export class AppShell {
  readonly heading: Locator;
  readonly mainNav: Locator;
  readonly menuButton: Locator;
  readonly menu: Locator;
  readonly notifications: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1 });
    this.mainNav = page.getByRole('navigation', { name: 'Main' });
    this.menuButton = page.getByRole('button', { name: 'Menu' });
    this.menu = page.getByRole('dialog', { name: 'Mise' });
    this.notifications = page.getByRole('region', { name: 'Notifications (F8)' });
  }

  async goto(path: string): Promise<void> {
    await this.page.goto(path);
    // The h1 is in the prerendered shell from the first paint; the app has drawn over the shell
    // (and React is listening) once the shell's inert wrapper is gone.
    await expect(this.page.locator('#root > [inert]')).toHaveCount(0);
    await expect(this.heading).toBeVisible();
  }

  navLink(label: string): Locator {
    return this.mainNav.getByRole('link', { name: label, exact: true });
  }

  async openMenu(): Promise<void> {
    await this.menuButton.click();
    await expect(this.menu).toBeVisible();
  }

  toast(text: string): Locator {
    return this.notifications.getByText(text, { exact: true });
  }

  /** Leaves a mark on window that only a full page load would wipe. */
  async markDocument(): Promise<void> {
    await this.page.evaluate((key) => {
      Reflect.set(window, key, true);
    }, MARKER);
  }

  async documentIsStillMarked(): Promise<boolean> {
    return this.page.evaluate((key) => Reflect.get(window, key) === true, MARKER);
  }
}
