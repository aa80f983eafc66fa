// Page model of /live-kitchen: the lobby's forms, and the in-session view (the bar with the
// participant count, timer, share link and toggles; the participants' tiles; the recipe's
// steps; the chat) and the notifications region where its toasts show.
import { type Locator, type Page, expect } from '@playwright/test';

export class LiveKitchenPage {
  readonly nameInput: Locator;
  readonly recipeSelect: Locator;
  readonly session: Locator;
  readonly shareLink: Locator;
  readonly participants: Locator;
  readonly steps: Locator;
  readonly currentStep: Locator;
  readonly chatLog: Locator;
  readonly messageInput: Locator;
  readonly timer: Locator;
  readonly notifications: Locator;

  constructor(readonly page: Page) {
    this.nameInput = page.getByRole('textbox', { name: 'Your name' });
    this.recipeSelect = page.getByRole('combobox', { name: 'Recipe' });
    this.session = page.getByRole('region', { name: 'Live session' });
    this.shareLink = this.session.getByRole('textbox', { name: 'Share link' });
    this.participants = this.session.getByRole('list', { name: 'Participants' });
    this.steps = this.session.getByRole('list', { name: 'Steps' });
    this.currentStep = this.steps.locator('[aria-current="step"]');
    this.chatLog = this.session.getByRole('log', { name: 'Chat messages' });
    this.messageInput = this.session.getByRole('textbox', { name: 'Message' });
    this.timer = this.session.getByRole('timer', { name: 'Elapsed time' });
    this.notifications = page.getByRole('region', { name: 'Notifications (F8)' });
  }

  async goto(path = '/live-kitchen'): Promise<void> {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Live Kitchen');
  }

  heading(name: 'Start a New Session' | 'Join Cooking Session'): Locator {
    return this.page.getByRole('heading', { level: 2, name });
  }

  button(name: string): Locator {
    return this.page.getByRole('button', { name, exact: true });
  }

  async create(name: string, recipe: string): Promise<void> {
    await this.nameInput.fill(name);
    // The built-in recipes arrive once the page is idle.
    await expect(this.recipeSelect.getByRole('option', { name: recipe })).toBeAttached();
    await this.recipeSelect.selectOption({ label: recipe });
    await this.button('Create Session').click();
    await expect(this.session).toBeVisible();
  }

  async join(name: string): Promise<void> {
    await this.nameInput.fill(name);
    await this.button('Join Session').click();
    await expect(this.session).toBeVisible();
  }

  /** A participant's tile, by the name it shows ("Ana (Host)", "Ben"). */
  tile(label: string): Locator {
    return this.participants.getByRole('listitem', { name: label, exact: true });
  }

  async say(text: string): Promise<void> {
    await this.messageInput.fill(text);
    await this.messageInput.press('Enter');
    await expect(this.messageInput).toHaveValue('');
  }

  toast(text: string): Locator {
    return this.notifications.getByText(text, { exact: true });
  }
}
