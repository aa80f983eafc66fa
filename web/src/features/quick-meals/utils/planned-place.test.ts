import { describe, expect, it } from 'vitest';
import { plannedPlace } from './planned-place';

// Wednesday 25 November 2026.
const TODAY = '2026-11-25';

describe('plannedPlace', () => {
  it('names today and tomorrow', () => {
    expect(plannedPlace('2026-11-25', 'dinner', TODAY)).toBe("today's dinner");
    expect(plannedPlace('2026-11-26', 'breakfast', TODAY)).toBe("tomorrow's breakfast");
  });

  it('names the weekday within the coming week', () => {
    expect(plannedPlace('2026-11-27', 'lunch', TODAY)).toBe("Friday's lunch");
    expect(plannedPlace('2026-12-01', 'dinner', TODAY)).toBe("Tuesday's dinner");
  });

  it('gives the full date a week or more ahead', () => {
    expect(plannedPlace('2026-12-02', 'dinner', TODAY)).toBe('dinner on Wednesday, December 2');
  });
});
