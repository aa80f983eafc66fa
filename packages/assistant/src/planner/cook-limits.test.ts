import { describe, expect, it } from 'vitest';
import { cookTimeFits, skillTier } from './cook-limits';

describe('cookTimeFits', () => {
  it('quick is under 30 minutes, moderate at most 60, any unlimited', () => {
    expect(cookTimeFits(29, 'quick')).toBe(true);
    expect(cookTimeFits(30, 'quick')).toBe(false);
    expect(cookTimeFits(10, 'moderate')).toBe(true);
    expect(cookTimeFits(60, 'moderate')).toBe(true);
    expect(cookTimeFits(61, 'moderate')).toBe(false);
    expect(cookTimeFits(300, 'any')).toBe(true);
  });
});

describe('skillTier', () => {
  it('never gives a hard dish to a beginner or intermediate cook', () => {
    expect(skillTier('hard', 'beginner')).toBeUndefined();
    expect(skillTier('hard', 'intermediate')).toBeUndefined();
    expect(skillTier('hard', 'advanced')).toBe(0);
  });

  it('gives a beginner medium dishes only as a fallback', () => {
    expect(skillTier('easy', 'beginner')).toBe(0);
    expect(skillTier('medium', 'beginner')).toBe(1);
    expect(skillTier('medium', 'intermediate')).toBe(0);
  });
});
