/**
 * A soundscape of the voice settings (spec §3), or the audio of a mindful session, as a seamless
 * loop of samples or a WAV file, synthesised here, nothing recorded or fetched. Each id has its
 * own fixed seed, so the same id always gives the same bytes: the server can name them by a
 * hash and caches can keep them. "none" is silence and has no audio.
 */
import { MINDFUL_SOUNDSCAPES, type MindfulSoundscape, SOUNDSCAPES } from '@mise/domain/options';
import { seededRandom } from '@mise/domain/seeded-random';
import { MINDFUL_SCENES } from './mindful-scenes';
import { type AmbientSoundscape, SCENES } from './scenes';
import { encodeWav } from './wav';

export type { AmbientSoundscape } from './scenes';
/** Every loop there is audio for: the kitchen ambiences and the mindful sessions' music. */
export type PlayableSoundscape = AmbientSoundscape | MindfulSoundscape;

export const SOUNDSCAPE_SAMPLE_RATE = 22_050;
/** Long enough that the events' pattern does not stand out as a loop; 24 s is about 1 MB. */
export const SOUNDSCAPE_SECONDS = 24;

export const AMBIENT_SOUNDSCAPES = SOUNDSCAPES.filter(
  (id): id is AmbientSoundscape => id !== 'none',
);

export function isAmbientSoundscape(id: string): id is AmbientSoundscape {
  return (AMBIENT_SOUNDSCAPES as readonly string[]).includes(id);
}

export const PLAYABLE_SOUNDSCAPES: readonly PlayableSoundscape[] = [
  ...AMBIENT_SOUNDSCAPES,
  ...MINDFUL_SOUNDSCAPES,
];

export function isPlayableSoundscape(id: string): id is PlayableSoundscape {
  return (PLAYABLE_SOUNDSCAPES as readonly string[]).includes(id);
}

const ALL_SCENES = { ...SCENES, ...MINDFUL_SCENES };

export interface RenderOptions {
  sampleRate?: number;
  seconds?: number;
}

/** Overall loudness after mastering (about -22 dBFS: an ambience), and the ceiling no peak passes. */
const TARGET_RMS = 0.08;
const LIMIT_KNEE = 0.6;
const CEILING = 0.9;

/** The loop's samples in [-0.9, 0.9]; its last sample leads straight back into its first. */
export function renderSoundscape(
  id: PlayableSoundscape,
  { sampleRate = SOUNDSCAPE_SAMPLE_RATE, seconds = SOUNDSCAPE_SECONDS }: RenderOptions = {},
): Float32Array {
  const context = {
    sampleRate,
    length: Math.round(sampleRate * seconds),
    random: seededRandom(seedOf(id)),
  };
  return master(ALL_SCENES[id](context));
}

/** The loop as a 16-bit mono WAV file. */
export function soundscapeWav(
  id: PlayableSoundscape,
  options: RenderOptions = {},
): Uint8Array<ArrayBuffer> {
  return encodeWav(renderSoundscape(id, options), options.sampleRate ?? SOUNDSCAPE_SAMPLE_RATE);
}

/** No offset, one loudness for every scene, and peaks rounded off softly below the ceiling. */
function master(signal: Float32Array): Float32Array {
  let sum = 0;
  for (const sample of signal) sum += sample;
  const offset = sum / Math.max(1, signal.length);
  let squares = 0;
  for (const sample of signal) squares += (sample - offset) ** 2;
  const gain = TARGET_RMS / Math.max(1e-9, Math.sqrt(squares / Math.max(1, signal.length)));
  return signal.map((sample) => {
    const level = (sample - offset) * gain;
    const size = Math.abs(level);
    if (size <= LIMIT_KNEE) return level;
    const room = CEILING - LIMIT_KNEE;
    return Math.sign(level) * (LIMIT_KNEE + room * Math.tanh((size - LIMIT_KNEE) / room));
  });
}

/** FNV-1a of the id: a fixed seed per soundscape. */
function seedOf(id: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < id.length; i += 1) {
    hash ^= id.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
