/**
 * The continuous layers under a soundscape's events, each as long as the loop and seamless:
 * a room's murmur of voices, a pan's hiss, an appliance's hum, the quiet tone of a room.
 */
import { bandpass, highpass, lowpass } from './filters';
import {
  type LoopContext,
  filterLooped,
  loopEnvelope,
  loopNoise,
  loopSine,
  mixInto,
  shape,
} from './loop-signal';

/**
 * Voices in a room, too far to understand: noise in the speech band, each talker's with its own
 * syllable rhythm (about four a second) and its own stretches of talking and listening.
 */
export function murmur(context: LoopContext, talkers: number): Float32Array {
  const { sampleRate, length, random } = context;
  const seconds = length / sampleRate;
  const room = new Float32Array(length);
  for (let talker = 0; talker < talkers; talker += 1) {
    const pitch = 280 + random() * 520;
    const voice = filterLooped(
      loopNoise(context),
      bandpass(sampleRate, pitch, 1.4),
      lowpass(sampleRate, 2400),
    );
    shape(voice, loopEnvelope(context, seconds * (3.5 + random() * 1.5), 0.15, 1));
    shape(voice, loopEnvelope(context, seconds / (2 + random() * 3), 0, 1));
    mixInto(room, voice, 1 / Math.sqrt(talkers));
  }
  return room;
}

/** A steady sizzle: bright noise whose strength drifts as the pan's heat does. */
export function hiss(context: LoopContext): Float32Array {
  const { sampleRate, length } = context;
  const bright = filterLooped(
    loopNoise(context),
    highpass(sampleRate, 2200),
    lowpass(sampleRate, 8500),
  );
  return shape(bright, loopEnvelope(context, length / sampleRate / 1.5, 0.55, 1));
}

/** A refrigerator's hum: its mains tone and two harmonics, breathing slowly. */
export function hum(context: LoopContext, hz = 60): Float32Array {
  const { sampleRate, length } = context;
  const tone = loopSine(context, hz);
  mixInto(tone, loopSine(context, hz * 2, 0.7), 0.5);
  mixInto(tone, loopSine(context, hz * 3, 1.9), 0.2);
  return shape(tone, loopEnvelope(context, length / sampleRate / 4, 0.7, 1));
}

/** A room's own quiet: low, dark noise such as air handling makes. */
export function roomTone(context: LoopContext, brightnessHz = 500): Float32Array {
  return filterLooped(loopNoise(context), lowpass(context.sampleRate, brightnessHz));
}
