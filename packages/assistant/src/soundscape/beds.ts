/**
 * The continuous layers under a soundscape's events, each as long as the loop and seamless:
 * a room's murmur of voices, a pan's hiss, an appliance's hum, the quiet tone of a room, and
 * the held chords of the mindful sessions' music.
 */
import { bandpass, highpass, lowpass } from './filters';
import {
  type LoopContext,
  filterLooped,
  loopEnvelope,
  loopFrequency,
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

export interface DroneOptions {
  /** Gains of the 1st, 2nd, 3rd … harmonic of every note. */
  harmonics?: readonly number[];
  /** Swells of each note's loudness over the loop; each note swells on its own. */
  swells?: number;
  /** The quietest a note gets between swells, against its loudest. */
  floor?: number;
}

/**
 * A held chord, as a tanpura or a synthesiser pad holds one: every note two sines a twelfth of
 * a hertz apart (a slow shimmer as they drift in and out of phase), with soft harmonics, its
 * loudness swelling slowly. Every tone fits the loop a whole number of times.
 */
export function drone(
  context: LoopContext,
  notes: readonly number[],
  { harmonics = [1, 0.4, 0.15], swells = 3, floor = 0.45 }: DroneOptions = {},
): Float32Array {
  const { sampleRate, length } = context;
  const seconds = length / sampleRate;
  const chord = new Float32Array(length);
  for (const hz of notes) {
    const note = new Float32Array(length);
    harmonics.forEach((gain, index) => {
      const partial = loopFrequency(context, hz * (index + 1));
      // Two cycles more over the loop: a beat of 2 / seconds Hz, seamless at the join.
      mixInto(note, loopSine(context, partial, index), gain / 2);
      mixInto(note, loopSine(context, partial + 2 / seconds, 2 * index + 1), gain / 2);
    });
    shape(note, loopEnvelope(context, swells, floor, 1));
    mixInto(chord, note, 1 / Math.sqrt(notes.length));
  }
  return chord;
}
