import { seededRandom } from '@mise/domain/seeded-random';
import { describe, expect, it } from 'vitest';
import { bandpass, freshState, lowpass, runBiquad } from './filters';
import {
  type LoopContext,
  addLooped,
  filterLooped,
  loopEnvelope,
  loopFrequency,
  loopNoise,
  loopSine,
} from './loop-signal';

const context = (length = 4410, seed = 7): LoopContext => ({
  sampleRate: 22_050,
  length,
  random: seededRandom(seed),
});

function repeated(signal: Float32Array, times: number) {
  const long = new Float32Array(signal.length * times);
  for (let i = 0; i < times; i += 1) long.set(signal, i * signal.length);
  return long;
}

describe('filterLooped', () => {
  it('gives what the filters give in the middle of an endless repetition of the loop', () => {
    const noise = loopNoise(context());
    const filters = [bandpass(22_050, 600, 1.4), lowpass(22_050, 2000)];
    const looped = filterLooped(noise, ...filters);
    // The same noise played three times through the same filters, from silence.
    let endless = repeated(noise, 3);
    for (const filter of filters) {
      const output = new Float32Array(endless.length);
      runBiquad(filter, freshState(), endless, output);
      endless = output;
    }
    const middle = endless.subarray(noise.length, 2 * noise.length);
    const largest = Math.max(...Array.from(middle, Math.abs));
    for (let i = 0; i < looped.length; i += 1) {
      expect(Math.abs((looped[i] ?? 0) - (middle[i] ?? 0))).toBeLessThan(largest * 1e-4);
    }
  });
});

describe('addLooped', () => {
  it('wraps a sound that runs past the end back to the start', () => {
    const target = new Float32Array(5);
    addLooped(target, Float32Array.from([1, 2, 3]), 3, 2);
    expect(Array.from(target)).toEqual([6, 0, 0, 2, 4]);
  });
});

describe('loopEnvelope', () => {
  it('stays within its bounds and moves on from its last sample to its first smoothly', () => {
    const envelope = loopEnvelope(context(22_050), 12, 0.2, 0.9);
    const steps = Array.from(envelope.subarray(1), (value, i) => value - (envelope[i] ?? 0));
    const seamStep = (envelope[0] ?? 0) - (envelope[envelope.length - 1] ?? 0);
    expect(Math.min(...envelope)).toBeGreaterThanOrEqual(0.2);
    expect(Math.max(...envelope)).toBeLessThanOrEqual(0.9);
    expect(Math.abs(seamStep)).toBeLessThanOrEqual(Math.max(...steps.map(Math.abs)));
  });
});

describe('loopSine', () => {
  it('fits a whole number of cycles into the loop, so the next cycle starts at its first sample', () => {
    const loop = context(22_050 * 2);
    const hz = loopFrequency(loop, 60.2);
    expect(hz * 2).toBe(Math.round(hz * 2));
    const sine = loopSine(loop, 60.2, 0.3);
    const next = Math.sin(0.3 + (2 * Math.PI * hz * loop.length) / loop.sampleRate);
    // Float32 samples: equal to their precision.
    expect(next).toBeCloseTo(sine[0] ?? NaN, 6);
  });
});
