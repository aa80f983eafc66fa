import { describe, expect, it } from 'vitest';
import { isLastStep, progressPercent, stepTimerSeconds, substitutionRequestText } from './cooking';

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
