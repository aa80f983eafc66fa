import { describe, expect, it } from 'vitest';
import { FRESH_VIDEO_SETTINGS, afterVideoEnded, videoPlaysUsedUp } from './hero-video';

describe('the hero video', () => {
  it('is muted and flagged at its first end, and plays again', () => {
    expect(afterVideoEnded(FRESH_VIDEO_SETTINGS)).toEqual({
      settings: { videoMuted: true, videoPlayedOnce: true, videoPlayCount: 1 },
      playAgain: true,
    });
  });

  it('keeps the cook’s own sound choice after the first end', () => {
    const unmutedAgain = { videoMuted: false, videoPlayedOnce: true, videoPlayCount: 1 };
    expect(afterVideoEnded(unmutedAgain).settings.videoMuted).toBe(false);
  });

  it('stops after 3 ended plays', () => {
    let settings = FRESH_VIDEO_SETTINGS;
    const again: boolean[] = [];
    for (let play = 0; play < 3; play += 1) {
      const ended = afterVideoEnded(settings);
      settings = ended.settings;
      again.push(ended.playAgain);
    }
    expect(again).toEqual([true, true, false]);
    expect(videoPlaysUsedUp(settings)).toBe(true);
    expect(videoPlaysUsedUp(FRESH_VIDEO_SETTINGS)).toBe(false);
  });
});
