import { describe, expect, it } from 'vitest';
import {
  formatCountdown,
  msToNextSecond,
  pauseCountdown,
  remainingSeconds,
  resumeCountdown,
  runningMs,
  startCountdown,
} from './mindful-countdown';

const START = 1_700_000_000_000;
const S = 1000;

describe('the mindful countdown', () => {
  it('starts at the minutes × 60 and counts down by the clock', () => {
    const countdown = startCountdown(3, START);
    expect(remainingSeconds(countdown, START)).toBe(180);
    expect(remainingSeconds(countdown, START + 999)).toBe(180);
    expect(remainingSeconds(countdown, START + S)).toBe(179);
    expect(remainingSeconds(countdown, START + 61.5 * S)).toBe(119);
  });

  it('shows the true time after a tab slept, and 0 (never less) once past the end', () => {
    const countdown = startCountdown(5, START);
    // No tick in between: a sleeping tab wakes 4 minutes later.
    expect(remainingSeconds(countdown, START + 240 * S)).toBe(60);
    expect(remainingSeconds(countdown, START + 299_999)).toBe(1);
    expect(remainingSeconds(countdown, START + 300 * S)).toBe(0);
    expect(remainingSeconds(countdown, START + 3600 * S)).toBe(0);
    expect(runningMs(countdown, START + 3600 * S)).toBe(300 * S);
  });

  it('stands still while paused and goes on from there when resumed', () => {
    const running = startCountdown(3, START);
    const paused = pauseCountdown(running, START + 20 * S);
    expect(remainingSeconds(paused, START + 20 * S)).toBe(160);
    expect(remainingSeconds(paused, START + 500 * S)).toBe(160);
    expect(pauseCountdown(paused, START + 600 * S)).toBe(paused);

    const resumed = resumeCountdown(paused, START + 500 * S);
    expect(remainingSeconds(resumed, START + 500 * S)).toBe(160);
    expect(remainingSeconds(resumed, START + 510 * S)).toBe(150);
    expect(resumeCountdown(resumed, START + 520 * S)).toBe(resumed);

    // Pauses add up.
    const again = resumeCountdown(pauseCountdown(resumed, START + 510 * S), START + 610 * S);
    expect(again.pausedMs).toBe(580 * S);
    expect(remainingSeconds(again, START + 620 * S)).toBe(140);
  });

  it('says when the shown second changes next, and nothing while paused or done', () => {
    const countdown = startCountdown(1, START);
    expect(msToNextSecond(countdown, START)).toBe(S);
    expect(msToNextSecond(countdown, START + 2_250)).toBe(750);
    expect(msToNextSecond(pauseCountdown(countdown, START + 10), START + 20)).toBeUndefined();
    expect(msToNextSecond(countdown, START + 60 * S)).toBeUndefined();
  });

  it('shows m:ss', () => {
    expect([300, 180, 179, 61, 7, 0, 1800, -3].map(formatCountdown)).toEqual([
      '5:00',
      '3:00',
      '2:59',
      '1:01',
      '0:07',
      '0:00',
      '30:00',
      '0:00',
    ]);
  });
});
