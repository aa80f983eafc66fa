/**
 * Second-order filters (the biquads of R. Bristow-Johnson's "Audio EQ Cookbook"). They shape
 * noise into murmur, hiss and room tone: whole buffers at a time through `runBiquad` (a loop
 * over plain numbers, fast enough for a loop of 24 s), short sounds sample by sample.
 */

/** A biquad's coefficients, normalised so a0 = 1. */
export interface Biquad {
  b0: number;
  b1: number;
  b2: number;
  a1: number;
  a2: number;
}

/** One sample in, one out; keeps its own history. */
export type SampleFilter = (sample: number) => number;

export function lowpass(sampleRate: number, hz: number, q = Math.SQRT1_2): Biquad {
  const { cos, alpha } = angle(sampleRate, hz, q);
  return normalise((1 - cos) / 2, 1 - cos, (1 - cos) / 2, 1 + alpha, -2 * cos, 1 - alpha);
}

export function highpass(sampleRate: number, hz: number, q = Math.SQRT1_2): Biquad {
  const { cos, alpha } = angle(sampleRate, hz, q);
  return normalise((1 + cos) / 2, -(1 + cos), (1 + cos) / 2, 1 + alpha, -2 * cos, 1 - alpha);
}

/** A band around `hz` whose peak gain is 1 (0 dB). */
export function bandpass(sampleRate: number, hz: number, q = 1): Biquad {
  const { cos, alpha } = angle(sampleRate, hz, q);
  return normalise(alpha, 0, -alpha, 1 + alpha, -2 * cos, 1 - alpha);
}

/** The filter's history between calls of `runBiquad`. */
export interface BiquadState {
  x1: number;
  x2: number;
  y1: number;
  y2: number;
}

export function freshState(): BiquadState {
  return { x1: 0, x2: 0, y1: 0, y2: 0 };
}

/** Filters `input` into `output` (may be the same array), continuing from `state`. */
export function runBiquad(
  { b0, b1, b2, a1, a2 }: Biquad,
  state: BiquadState,
  input: Float32Array,
  output: Float32Array,
): void {
  let { x1, x2, y1, y2 } = state;
  for (let i = 0; i < input.length; i += 1) {
    const x = input[i] ?? 0;
    const y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
    x2 = x1;
    x1 = x;
    y2 = y1;
    y1 = y;
    output[i] = y;
  }
  Object.assign(state, { x1, x2, y1, y2 });
}

/** The same filter as a function of one sample, for short sounds built sample by sample. */
export function sampleFilter(coefficients: Biquad): SampleFilter {
  const state = freshState();
  const one = new Float32Array(1);
  return (sample) => {
    one[0] = sample;
    runBiquad(coefficients, state, one, one);
    return one[0];
  };
}

function angle(sampleRate: number, hz: number, q: number) {
  const w = (2 * Math.PI * Math.min(hz, sampleRate * 0.45)) / sampleRate;
  return { cos: Math.cos(w), alpha: Math.sin(w) / (2 * q) };
}

function normalise(b0: number, b1: number, b2: number, a0: number, a1: number, a2: number): Biquad {
  return { b0: b0 / a0, b1: b1 / a0, b2: b2 / a0, a1: a1 / a0, a2: a2 / a0 };
}
