import { describe, expect, it } from 'vitest';
import { expiresInText } from './expires-in';

const now = new Date('2030-03-03T12:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms).toISOString();
const MINUTE = 60_000;

describe('expiresInText', () => {
  it.each([
    [24 * 60 * MINUTE, 'Expires in 24 hours'],
    [23 * 60 * MINUTE + 59 * MINUTE, 'Expires in 24 hours'],
    [5 * 60 * MINUTE + 10 * MINUTE, 'Expires in 5 hours'],
    [90 * MINUTE, 'Expires in 2 hours'],
    [60 * MINUTE, 'Expires in 1 hour'],
    [59.6 * MINUTE, 'Expires in 1 hour'],
    [59 * MINUTE, 'Expires in 59 minutes'],
    [12 * MINUTE, 'Expires in 12 minutes'],
    [MINUTE, 'Expires in 1 minute'],
    [59_000, 'Expires in less than a minute'],
    [0, 'Expired'],
  ])('says %d ms left as "%s"', (ms, text) => {
    expect(expiresInText(later(ms), now)).toBe(text);
  });
});
