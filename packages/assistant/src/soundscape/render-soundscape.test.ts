import { describe, expect, it } from 'vitest';
import {
  AMBIENT_SOUNDSCAPES,
  PLAYABLE_SOUNDSCAPES,
  type PlayableSoundscape,
  SOUNDSCAPE_SAMPLE_RATE,
  SOUNDSCAPE_SECONDS,
  isAmbientSoundscape,
  isPlayableSoundscape,
  renderSoundscape,
  soundscapeWav,
} from './render-soundscape';
import { decodeWav } from './wav';

// Each loop takes a fraction of a second to make: make each once for the whole file.
const loops = new Map<PlayableSoundscape, Float32Array>();
const loopOf = (id: PlayableSoundscape) => {
  const made = loops.get(id) ?? renderSoundscape(id);
  loops.set(id, made);
  return made;
};

function rms(samples: Float32Array) {
  let sum = 0;
  for (const sample of samples) sum += sample * sample;
  return Math.sqrt(sum / samples.length);
}

function sameBytes(a: Uint8Array, b: Uint8Array) {
  return a.length === b.length && a.every((byte, i) => byte === b[i]);
}

function peak(samples: Float32Array) {
  let largest = 0;
  for (const sample of samples) largest = Math.max(largest, Math.abs(sample));
  return largest;
}

/** The average size of one sample's change, against the level: high for hiss, low for hum. */
function brightness(samples: Float32Array) {
  let change = 0;
  for (let i = 1; i < samples.length; i += 1) {
    change += Math.abs((samples[i] ?? 0) - (samples[i - 1] ?? 0));
  }
  return change / samples.length / rms(samples);
}

describe('soundscapes', () => {
  it('has an ambience for every soundscape of the settings but none', () => {
    expect(AMBIENT_SOUNDSCAPES).toEqual([
      'italian-cafe',
      'sizzling-pan',
      'french-bistro',
      'home-kitchen',
      'japanese-restaurant',
    ]);
    expect(isAmbientSoundscape('none')).toBe(false);
    expect(isAmbientSoundscape('rainforest')).toBe(false);
  });

  it('has music for the two mindful sessions with audio, apart from the ambiences', () => {
    expect(PLAYABLE_SOUNDSCAPES).toEqual([...AMBIENT_SOUNDSCAPES, 'singing-bowls', 'zen-drone']);
    expect(isPlayableSoundscape('zen-drone')).toBe(true);
    expect(isAmbientSoundscape('zen-drone')).toBe(false);
    expect(isPlayableSoundscape('none')).toBe(false);
  });

  it.each(PLAYABLE_SOUNDSCAPES)('%s is a quiet loop of 24 s that never clips', (id) => {
    const loop = loopOf(id);
    expect(loop.length).toBe(SOUNDSCAPE_SAMPLE_RATE * SOUNDSCAPE_SECONDS);
    expect(peak(loop)).toBeLessThanOrEqual(0.9);
    expect(rms(loop)).toBeGreaterThan(0.06);
    expect(rms(loop)).toBeLessThan(0.1);
  });

  it.each(PLAYABLE_SOUNDSCAPES)('%s joins its end to its start without a click', (id) => {
    const loop = loopOf(id);
    const last = loop.length - 1;
    const seam = Math.abs((loop[0] ?? 0) - (loop[last] ?? 0));
    // The jump at the seam is one more step of the sound around it, no bigger than those steps.
    let largestNearby = 0;
    for (let i = 0; i < 200; i += 1) {
      largestNearby = Math.max(
        largestNearby,
        Math.abs((loop[i + 1] ?? 0) - (loop[i] ?? 0)),
        Math.abs((loop[last - i] ?? 0) - (loop[last - i - 1] ?? 0)),
      );
    }
    expect(seam).toBeLessThanOrEqual(largestNearby);
    // No jump in loudness either: the last second is about as loud as the first.
    const second = SOUNDSCAPE_SAMPLE_RATE;
    const ratio = rms(loop.subarray(0, second)) / rms(loop.subarray(loop.length - second));
    expect(ratio).toBeGreaterThan(1 / 3);
    expect(ratio).toBeLessThan(3);
  });

  it('sounds like itself: the sizzling pan is the brightest, the kitchen the darkest', () => {
    const byBrightness = [...AMBIENT_SOUNDSCAPES].sort(
      (a, b) => brightness(loopOf(b)) - brightness(loopOf(a)),
    );
    expect(byBrightness[0]).toBe('sizzling-pan');
    expect(brightness(loopOf('sizzling-pan'))).toBeGreaterThan(
      2 * brightness(loopOf('italian-cafe')),
    );
  });

  it('sounds calm: the zen drone is the darkest and steadiest loop, the bowls ring out in strikes', () => {
    const drone = loopOf('zen-drone');
    const bowls = loopOf('singing-bowls');
    for (const id of PLAYABLE_SOUNDSCAPES.filter((other) => other !== 'zen-drone')) {
      expect(brightness(drone), id).toBeLessThan(brightness(loopOf(id)));
    }
    expect(brightness(bowls)).toBeLessThan(brightness(loopOf('home-kitchen')));
    // Each strike is a swell a few times louder than the quiet before the next one.
    const halfSeconds = Array.from({ length: 48 }, (_, i) =>
      rms(bowls.subarray((i * SOUNDSCAPE_SAMPLE_RATE) / 2, ((i + 1) * SOUNDSCAPE_SAMPLE_RATE) / 2)),
    );
    expect(Math.max(...halfSeconds) / Math.min(...halfSeconds)).toBeGreaterThan(2.5);
  });

  it('gives the same bytes for the same id every time, and other bytes for another id', () => {
    const short = { seconds: 2 };
    const first = soundscapeWav('home-kitchen', short);
    expect(sameBytes(soundscapeWav('home-kitchen', short), first)).toBe(true);
    expect(sameBytes(soundscapeWav('sizzling-pan', short), first)).toBe(false);
    const decoded = decodeWav(first);
    expect(decoded.sampleRate).toBe(SOUNDSCAPE_SAMPLE_RATE);
    expect(decoded.samples.length).toBe(2 * SOUNDSCAPE_SAMPLE_RATE);
  });
});
