// The player's volume (spec §2, §4, §9): 0–100 in steps of 1, 70 to begin with. Mute sets the
// slider to 0; Unmute brings back the level it had (the last one the cook settled on above 0).
import { useState } from 'react';
import { VOLUME_DEFAULT, VOLUME_MIN } from '@mise/domain/constants';

export interface PlayerVolume {
  volume: number;
  muted: boolean;
  /** While the slider moves. */
  change: (volume: number) => void;
  /** Where the slider was let go: the level Unmute returns to, unless it is 0. */
  settle: (volume: number) => void;
  toggleMute: () => void;
}

export function usePlayerVolume(): PlayerVolume {
  const [volume, setVolume] = useState(VOLUME_DEFAULT);
  const [unmuted, setUnmuted] = useState(VOLUME_DEFAULT);
  const muted = volume === VOLUME_MIN;
  return {
    volume,
    muted,
    change: setVolume,
    settle: (level) => {
      setVolume(level);
      if (level > VOLUME_MIN) setUnmuted(level);
    },
    toggleMute: () => {
      if (muted) {
        setVolume(unmuted);
        return;
      }
      setUnmuted(volume);
      setVolume(VOLUME_MIN);
    },
  };
}
