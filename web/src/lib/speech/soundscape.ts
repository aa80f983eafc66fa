// The kitchen ambience under voice capture (§4: the chosen soundscape loops at volume 0.3 while
// listening, stops with it, and switches when changed mid-listening). The sound is synthesised
// by our server (GET /api/soundscape/{id}) and fetched whole, so the service worker can keep it
// for offline use (vite.config.ts, "mise-soundscapes"). A missing sound is logged, never an error
// in the cook's way (§8: audio playback errors are logged).
import { SOUNDSCAPE_VOLUME } from '@mise/domain/constants';
import type { Soundscape } from '@mise/domain/options';

let playing: { id: Soundscape; audio: HTMLAudioElement; url: string } | undefined;
let wanted: Soundscape | undefined;

export async function playSoundscape(id: Soundscape | undefined): Promise<void> {
  wanted = id;
  if (playing?.id === id) return;
  stopSoundscape();
  wanted = id;
  if (id === undefined || id === 'none') return;
  try {
    const response = await fetch(`/api/soundscape/${id}`);
    if (!response.ok) throw new Error(`The soundscape answered ${response.status}`);
    const url = URL.createObjectURL(await response.blob());
    if (wanted !== id) {
      URL.revokeObjectURL(url);
      return;
    }
    const audio = new Audio(url);
    audio.loop = true;
    audio.volume = SOUNDSCAPE_VOLUME;
    playing = { id, audio, url };
    await audio.play();
  } catch (error) {
    console.warn(`The ${id} soundscape could not play.`, error);
  }
}

export function stopSoundscape(): void {
  wanted = undefined;
  if (!playing) return;
  playing.audio.pause();
  URL.revokeObjectURL(playing.url);
  playing = undefined;
}
