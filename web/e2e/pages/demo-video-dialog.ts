// Page model of the hero's demo video: the "Watch the demo" button and the dialog it opens, with
// the video, its captions track and the transcript.
import { type Locator, type Page, expect } from '@playwright/test';

export class DemoVideoDialog {
  readonly button: Locator;
  readonly dialog: Locator;
  readonly video: Locator;
  readonly transcript: Locator;

  constructor(readonly page: Page) {
    this.button = page.getByRole('button', { name: 'Watch the demo' });
    this.dialog = page.getByRole('dialog', { name: 'See Mise in action' });
    this.video = this.dialog.getByLabel('Mise demo video');
    this.transcript = this.dialog.getByRole('group').filter({ hasText: 'Transcript' });
  }

  async open(): Promise<void> {
    await this.button.click();
    await expect(this.dialog).toBeVisible();
  }

  /** What the player knows once the file is in: its length and its loaded captions. */
  async loaded(): Promise<{
    duration: number;
    captions: string[];
    kind: string;
    language: string;
  }> {
    await expect
      .poll(() => this.video.evaluate((video: HTMLVideoElement) => video.readyState), {
        timeout: 15_000,
      })
      .toBeGreaterThanOrEqual(HAVE_CURRENT_DATA);
    const track = this.video.locator('track');
    await expect
      .poll(() => track.evaluate((element: HTMLTrackElement) => element.readyState))
      .toBe(TRACK_LOADED);
    return this.video.evaluate((video: HTMLVideoElement) => {
      const [captions] = Array.from(video.textTracks);
      return {
        duration: video.duration,
        captions: Array.from(captions?.cues ?? [], (cue) => (cue as VTTCue).text),
        kind: captions?.kind ?? '',
        language: captions?.language ?? '',
      };
    });
  }
}

/** HTMLMediaElement.HAVE_CURRENT_DATA and HTMLTrackElement.LOADED (constants of the DOM). */
const HAVE_CURRENT_DATA = 2;
const TRACK_LOADED = 2;
