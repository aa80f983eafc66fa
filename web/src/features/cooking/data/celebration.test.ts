import { describe, expect, it } from 'vitest';
import { isStillCelebrated } from './celebration';

const FINISHED = {
  id: 'done',
  startedAt: '2026-03-01T18:00:00.000Z',
  completedAt: '2026-03-01T18:40:00.000Z',
};

describe('isStillCelebrated', () => {
  it('celebrates the session just finished', () => {
    expect(isStillCelebrated('done', [FINISHED])).toBe(true);
  });

  it('keeps celebrating when the other sessions all came before', () => {
    const earlier = {
      id: 'earlier',
      startedAt: '2026-02-28T12:00:00.000Z',
      completedAt: '2026-02-28T12:30:00.000Z',
    };
    expect(isStillCelebrated('done', [earlier, FINISHED])).toBe(true);
  });

  it('stops once another session has started since, even one stopped before its end', () => {
    const next = { id: 'next', startedAt: '2026-03-01T19:00:00.000Z', completedAt: null };
    expect(isStillCelebrated('done', [FINISHED, next])).toBe(false);
    const stopped = { ...next, completedAt: '2026-03-01T19:05:00.000Z' };
    expect(isStillCelebrated('done', [FINISHED, stopped])).toBe(false);
  });

  it('stops once a session started earlier (on another phone) has ended since', () => {
    const other = {
      id: 'other',
      startedAt: '2026-03-01T17:50:00.000Z',
      completedAt: '2026-03-01T18:45:00.000Z',
    };
    expect(isStillCelebrated('done', [FINISHED, other])).toBe(false);
  });

  it('has nothing to celebrate for a session not finished or no longer on the device', () => {
    expect(isStillCelebrated('done', [{ ...FINISHED, completedAt: null }])).toBe(false);
    expect(isStillCelebrated('done', [{ ...FINISHED, completedAt: undefined }])).toBe(false);
    expect(isStillCelebrated('gone', [FINISHED])).toBe(false);
  });
});
