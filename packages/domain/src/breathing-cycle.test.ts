import { describe, expect, it } from 'vitest';
import { BREATH_CYCLE_MS, breathingAt } from './breathing-cycle';

const at = (seconds: number) => {
  const { phase, breaths } = breathingAt(seconds * 1000);
  return `${phase} ${breaths}`;
};

describe('the breathing cycle', () => {
  it('breathes in for 4 s, holds for 4 s and breathes out for 6 s', () => {
    expect(BREATH_CYCLE_MS).toBe(14_000);
    expect([0, 3.999, 4, 7.999, 8, 13.999].map(at)).toEqual([
      'inhale 0',
      'inhale 0',
      'hold 0',
      'hold 0',
      'exhale 0',
      'exhale 0',
    ]);
  });

  it('counts one more breath at the end of each cycle, and only then', () => {
    expect([14, 18, 22, 27.999, 28, 140].map(at)).toEqual([
      'inhale 1',
      'hold 1',
      'exhale 1',
      'exhale 1',
      'inhale 2',
      'inhale 10',
    ]);
  });

  it('says how far into its phase it is, for the circle to pick up where it was', () => {
    expect(breathingAt(10_500)).toEqual({
      phase: 'exhale',
      breaths: 0,
      phaseMs: 6000,
      intoPhaseMs: 2500,
    });
    expect(breathingAt(-50)).toEqual({
      phase: 'inhale',
      breaths: 0,
      phaseMs: 4000,
      intoPhaseMs: 0,
    });
  });
});
