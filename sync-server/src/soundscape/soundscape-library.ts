/**
 * The soundscapes' audio, made on first request by packages/assistant's synthesiser (0.1–0.6 s
 * each on two cores) and kept in memory from then on: seven loops of about 1 MB (the five
 * kitchen ambiences and the two mindful sessions' music). The bytes of an id never change for a
 * given build, so their hash is the ETag caches revalidate with.
 */
import { createHash } from 'node:crypto';
import {
  type PlayableSoundscape,
  soundscapeWav,
} from '@mise/assistant/soundscape/render-soundscape';

export interface SoundscapeAudio {
  wav: Uint8Array<ArrayBuffer>;
  etag: string;
}

export interface SoundscapeLibrary {
  get(id: PlayableSoundscape): SoundscapeAudio;
}

export function soundscapeLibrary(
  render: (id: PlayableSoundscape) => Uint8Array<ArrayBuffer> = soundscapeWav,
): SoundscapeLibrary {
  const made = new Map<PlayableSoundscape, SoundscapeAudio>();
  return {
    get(id) {
      const kept = made.get(id);
      if (kept) return kept;
      const wav = render(id);
      const hash = createHash('sha256').update(wav).digest('base64url').slice(0, 22);
      const audio = { wav, etag: `"${hash}"` };
      made.set(id, audio);
      return audio;
    },
  };
}
