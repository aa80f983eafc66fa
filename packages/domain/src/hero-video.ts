/**
 * The hero video's rules (spec §4, §3 local settings): at its first end it becomes muted and is
 * flagged as played once; after 3 ended plays it pauses and stops looping; Reset Video clears
 * the stored settings, unmutes and loops again.
 */
import { HERO_VIDEO_MAX_PLAYS } from './constants';
import type { LocalSettings } from './entities/local-settings';

export const FRESH_VIDEO_SETTINGS: LocalSettings = {
  videoMuted: false,
  videoPlayedOnce: false,
  videoPlayCount: 0,
};

/** The settings after one more ended play, and whether the video plays again. */
export function afterVideoEnded(settings: LocalSettings): {
  settings: LocalSettings;
  playAgain: boolean;
} {
  const videoPlayCount = settings.videoPlayCount + 1;
  return {
    settings: {
      videoMuted: settings.videoPlayedOnce ? settings.videoMuted : true,
      videoPlayedOnce: true,
      videoPlayCount,
    },
    playAgain: videoPlayCount < HERO_VIDEO_MAX_PLAYS,
  };
}

/** Whether the video has played its 3 times and stays paused ("Video paused after 3 plays"). */
export const videoPlaysUsedUp = (settings: LocalSettings): boolean =>
  settings.videoPlayCount >= HERO_VIDEO_MAX_PLAYS;
