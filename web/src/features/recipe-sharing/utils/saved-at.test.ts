import { describe, expect, it } from 'vitest';
import { formatSavedAt } from './saved-at';

describe('formatSavedAt', () => {
  const now = new Date(2025, 2, 3, 18, 0);

  it('says the time for a list saved today', () => {
    expect(formatSavedAt(new Date(2025, 2, 3, 14, 5).toISOString(), now)).toMatch(/^today at /);
  });

  it('says the day for an older one', () => {
    expect(formatSavedAt(new Date(2025, 1, 20, 9, 0).toISOString(), now)).toMatch(/^on .*20/);
  });

  it('says "earlier" for a time it cannot read', () => {
    expect(formatSavedAt('yesterday-ish', now)).toBe('earlier');
  });
});
