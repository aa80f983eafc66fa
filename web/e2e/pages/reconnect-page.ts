// Page model of /login, "Reconnect this device": what happened, and the two ways back.
import type { Locator, Page } from '@playwright/test';

export class ReconnectPage {
  readonly heading: Locator;
  readonly startFreshButton: Locator;
  readonly inviteCodeInput: Locator;
  readonly joinButton: Locator;
  readonly reconnected: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Reconnect this device' });
    this.startFreshButton = page.getByRole('button', {
      name: 'Start fresh with this device’s data',
    });
    this.inviteCodeInput = page.getByRole('textbox', { name: 'Invite code' });
    this.joinButton = page.getByRole('button', { name: 'Join household' });
    this.reconnected = page.getByRole('heading', { name: 'This device is syncing again' });
  }

  /** The panel that says why sync is paused, e.g. "Session expired". */
  reason(text: string): Locator {
    return this.page.getByRole('heading', { level: 2, name: text });
  }
}
