/**
 * Building blocks for signals that repeat without a seam. Every part of a soundscape is
 * periodic in the loop's length: noise is a loop of random samples, filters run over it twice
 * so they start in the state they end in, slow envelopes interpolate control points around a
 * circle, tones have a whole number of cycles, and sounds placed near the end spill over into
 * the start. Played with `loop`, the last sample is followed by the first as if the recording
 * went on.
 */
import type { Random } from '@mise/domain/seeded-random';
import { type Biquad, freshState, runBiquad } from './filters';

/** What every part of one soundscape is made for. */
export interface LoopContext {
  sampleRate: number;
  /** Samples in the loop. */
  length: number;
  random: Random;
}

/** White noise in [-1, 1) that repeats every `length` samples. */
export function loopNoise({ length, random }: LoopContext): Float32Array {
  const noise = new Float32Array(length);
  for (let i = 0; i < length; i += 1) noise[i] = random() * 2 - 1;
  return noise;
}

/**
 * Filters a periodic signal so the output is periodic too: each filter's first pass only
 * brings it into the state it will be in at the loop's end, its second pass is kept. (Any
 * transient has died out long before a loop of seconds ends.)
 */
export function filterLooped(input: Float32Array, ...filters: Biquad[]): Float32Array {
  let signal = input;
  for (const filter of filters) {
    const state = freshState();
    const output = new Float32Array(signal.length);
    runBiquad(filter, state, signal, output);
    runBiquad(filter, state, signal, output);
    signal = output;
  }
  return signal === input ? Float32Array.from(input) : signal;
}

/** Adds `sound` into `target` from sample `at` on, wrapping past the end back to the start. */
export function addLooped(target: Float32Array, sound: Float32Array, at: number, gain = 1): void {
  const start = ((Math.round(at) % target.length) + target.length) % target.length;
  for (let i = 0; i < sound.length; i += 1) {
    const index = (start + i) % target.length;
    target[index] = (target[index] ?? 0) + (sound[i] ?? 0) * gain;
  }
}

/** Adds `source × gain` sample by sample into `target` (same length). */
export function mixInto(target: Float32Array, source: Float32Array, gain = 1): void {
  for (let i = 0; i < target.length; i += 1) {
    target[i] = (target[i] ?? 0) + (source[i] ?? 0) * gain;
  }
}

/** Multiplies `signal` by `envelope` in place. */
export function shape(signal: Float32Array, envelope: Float32Array): Float32Array {
  for (let i = 0; i < signal.length; i += 1) {
    signal[i] = (signal[i] ?? 0) * (envelope[i] ?? 0);
  }
  return signal;
}

/**
 * A smooth random level between `min` and `max` that repeats with the loop: `points` random
 * values spaced evenly around it, joined with S-curves (the last one back to the first).
 */
export function loopEnvelope(
  { length, random }: LoopContext,
  points: number,
  min: number,
  max: number,
): Float32Array {
  const count = Math.max(1, Math.round(points));
  const values = Array.from({ length: count }, () => min + random() * (max - min));
  const envelope = new Float32Array(length);
  const spacing = length / count;
  for (let point = 0; point < count; point += 1) {
    const from = values[point] ?? min;
    const rise = (values[(point + 1) % count] ?? min) - from;
    const end = Math.min(length, Math.round((point + 1) * spacing));
    for (let i = Math.round(point * spacing); i < end; i += 1) {
      const u = i / spacing - point;
      // Smoothstep: level and slope both continuous where segments meet.
      envelope[i] = from + rise * u * u * (3 - 2 * u);
    }
  }
  return envelope;
}

/** The frequency nearest `hz` that fits a whole number of cycles into the loop. */
export function loopFrequency({ sampleRate, length }: LoopContext, hz: number): number {
  const seconds = length / sampleRate;
  return Math.max(1, Math.round(hz * seconds)) / seconds;
}

/** A sine of `loopFrequency(hz)`: continuous across the seam. */
export function loopSine(context: LoopContext, hz: number, phase = 0): Float32Array {
  const step = (2 * Math.PI * loopFrequency(context, hz)) / context.sampleRate;
  const sine = new Float32Array(context.length);
  for (let i = 0; i < context.length; i += 1) sine[i] = Math.sin(phase + step * i);
  return sine;
}

/** The root-mean-square level of a signal. */
export function rms(signal: Float32Array): number {
  let sum = 0;
  for (const sample of signal) sum += sample * sample;
  return Math.sqrt(sum / Math.max(1, signal.length));
}

/** Scales `signal` in place to the root-mean-square level `target` (silence stays silent). */
export function atLevel(signal: Float32Array, target: number): Float32Array {
  const level = rms(signal);
  if (level === 0) return signal;
  for (let i = 0; i < signal.length; i += 1) signal[i] = ((signal[i] ?? 0) * target) / level;
  return signal;
}

/** Moments for `count` sounds spread at random over the loop, in order, in samples. */
export function scatter({ length, random }: LoopContext, count: number): number[] {
  return Array.from({ length: count }, () => Math.floor(random() * length)).sort((a, b) => a - b);
}
