// Page model of Settings → "Share this kitchen": the device count, the invite (code, link,
// expiry), the open invites with their Revoke buttons, joining with a code behind a confirm
// dialog, and leaving.
import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

export class ShareCard {
  readonly card: Locator;
  readonly createInviteButton: Locator;
  readonly inviteCode: Locator;
  readonly inviteLink: Locator;
  readonly codeInput: Locator;
  readonly joinButton: Locator;
  readonly confirmDialog: Locator;
  readonly openInvites: Locator;

  constructor(readonly page: Page) {
    this.card = page.getByRole('region', { name: 'Share this kitchen' });
    this.createInviteButton = this.card.getByRole('button', { name: /^Create (an|a new) invite$/ });
    this.inviteCode = this.card.locator('dt:text-is("Invite code") + dd');
    this.inviteLink = this.card.locator('dt:text-is("Invite link") + dd');
    this.codeInput = this.card.getByRole('textbox', { name: 'Invite code' });
    this.joinButton = this.card.getByRole('button', { name: 'Join kitchen' });
    this.confirmDialog = page.getByRole('dialog', { name: 'Join this kitchen?' });
    this.openInvites = this.card.getByRole('region', { name: 'Open invites' });
  }

  /** The open invites list's row of `code`. */
  openInvite(code: string): Locator {
    return this.openInvites.getByRole('listitem').filter({ hasText: code });
  }

  revokeButton(code: string): Locator {
    return this.openInvites.getByRole('button', { name: `Revoke invite ${code}` });
  }

  async goto(path = '/settings'): Promise<void> {
    await this.page.goto(path);
    await expect(this.card).toBeVisible();
  }

  deviceCount(text: string | RegExp): Locator {
    return this.card.getByText(text);
  }

  /** Creates an invite and returns its absolute link. */
  async createInvite(): Promise<string> {
    await this.createInviteButton.click();
    await expect(this.inviteCode).toHaveText(/^[2-9A-Z]{8}$/);
    return this.inviteLink.innerText();
  }

  async join(): Promise<void> {
    await this.joinButton.click();
    await expect(this.confirmDialog).toBeVisible();
    await this.confirmDialog.getByRole('button', { name: 'Join kitchen' }).click();
    await expect(this.confirmDialog).toBeHidden();
  }
}
