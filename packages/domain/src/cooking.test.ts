import { describe, expect, it } from 'vitest';
import {
  isLastStep,
  minutesRemaining,
  progressPercent,
  sessionInProgress,
  stepTimerSeconds,
  substitutionRequestText,
} from './cooking';

describe('progressPercent', () => {
  it('is current step / total steps, rounded', () => {
    expect(progressPercent(0, 3)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 3)).toBe(67);
    expect(progressPercent(3, 3)).toBe(100);
  });

  it('is 0 for a recipe without steps', () => {
    expect(progressPercent(0, 0)).toBe(0);
  });
});

describe('isLastStep', () => {
  it('is true on the final 0-based index only', () => {
    expect(isLastStep(1, 3)).toBe(false);
    expect(isLastStep(2, 3)).toBe(true);
  });
});

describe('stepTimerSeconds', () => {
  it("uses the step's minutes, else 5 minutes", () => {
    expect(stepTimerSeconds(12)).toBe(720);
    expect(stepTimerSeconds(0.5)).toBe(30);
    expect(stepTimerSeconds(undefined)).toBe(300);
    expect(stepTimerSeconds(0)).toBe(300);
  });
});

describe('substitutionRequestText', () => {
  it('prefixes the step instruction with the Swap question', () => {
    expect(substitutionRequestText('Melt the butter')).toBe(
      'What can I substitute in this step: Melt the butter',
    );
  });
});

describe('minutesRemaining', () => {
  const steps = (...durations: (number | undefined)[]) =>
    durations.map((duration) => (duration === undefined ? {} : { duration }));

  it('adds the durations of this step and the ones after it', () => {
    const recipe = { cookTime: 60, instructions: steps(5, undefined, 10, 20) };
    expect(minutesRemaining(recipe, 0)).toBe(35);
    expect(minutesRemaining(recipe, 2)).toBe(30);
    expect(minutesRemaining(recipe, 3)).toBe(20);
  });

  it('shares the cook time between the steps when none has a duration', () => {
    const recipe = { cookTime: 30, instructions: steps(undefined, undefined, undefined) };
    expect(minutesRemaining(recipe, 0)).toBe(30);
    expect(minutesRemaining(recipe, 1)).toBe(20);
    expect(minutesRemaining(recipe, 2)).toBe(10);
  });
});

describe('sessionInProgress', () => {
  const session = (id: string, startedAt: string, isActive = true) => ({ id, startedAt, isActive });

  it('is the latest started active session, the id breaking a tie', () => {
    const early = session('a', '2026-01-01T10:00:00.000Z');
    const late = session('b', '2026-01-01T11:00:00.000Z');
    const finished = session('c', '2026-01-01T12:00:00.000Z', false);
    const twin = session('d', '2026-01-01T11:00:00.000Z');
    expect(sessionInProgress([late, early, finished])).toBe(late);
    expect(sessionInProgress([twin, late])).toBe(twin);
    expect(sessionInProgress([finished])).toBeUndefined();
  });
});
