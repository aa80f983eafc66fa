// Page model of /mindful-cooking: the session tabs and cards, the player (badge, title,
// countdown, breathing circle, play/pause, stop, mute and volume), its audio element, and the
// notifications region where "Session Complete" shows.
import { type Locator, type Page, expect } from '@playwright/test';

export interface AudioState {
  paused: boolean;
  loop: boolean;
  volume: number;
  heard: boolean;
}

export class MindfulPage {
  readonly player: Locator;
  readonly countdown: Locator;
  readonly phase: Locator;
  readonly volume: Locator;
  readonly volumePercent: Locator;
  readonly playingNote: Locator;
  readonly notifications: Locator;

  constructor(readonly page: Page) {
    this.player = page.getByRole('region').filter({ has: page.getByRole('timer') });
    this.countdown = this.player.getByRole('timer');
    this.phase = this.player.locator('[aria-live="polite"]');
    this.volume = this.player.getByRole('slider', { name: 'Volume' });
    this.volumePercent = this.player.getByTestId('volume-percent');
    this.playingNote = page.getByRole('status').filter({ hasText: 'A session is playing' });
    this.notifications = page.getByRole('region', { name: 'Notifications (F8)' });
  }

  async goto(): Promise<void> {
    await this.page.goto('/mindful-cooking');
    await expect(this.page.getByRole('heading', { level: 1 })).toHaveText('Mindful Cooking');
  }

  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  /** The cards of the tab on show, by their titles. */
  cardTitles(): Locator {
    return this.page.getByRole('tabpanel').getByRole('heading', { level: 3 });
  }

  startButton(title: string): Locator {
    return this.page.getByRole('tabpanel').getByRole('button', { name: `Start ${title}` });
  }

  button(name: 'Play' | 'Pause' | 'Stop' | 'Mute' | 'Unmute'): Locator {
    return this.player.getByRole('button', { name, exact: true });
  }

  /** The player's badge, title, status line and breathing count, as one text. */
  async expectPlayer(title: string, badge: string, status: string): Promise<void> {
    await expect(this.player.getByRole('heading', { level: 2 })).toHaveText(title);
    await expect(this.player).toContainText(badge);
    await expect(this.player).toContainText(status);
  }

  async expectBreathing(phase: string, breath: number): Promise<void> {
    await expect(this.phase).toHaveText(phase);
    await expect(this.player.getByText(/^Breath #\d+$/)).toHaveText(`Breath #${breath}`);
  }

  toast(text: string): Locator {
    return this.notifications.getByText(text, { exact: true });
  }

  /** The session's <audio> element, as the page left it (none when the session is silent). */
  async audio(): Promise<AudioState[]> {
    return this.page.locator('audio').evaluateAll((elements) =>
      (elements as HTMLAudioElement[]).map((audio) => ({
        paused: audio.paused,
        loop: audio.loop,
        volume: audio.volume,
        heard: audio.currentTime > 0,
      })),
    );
  }
}
