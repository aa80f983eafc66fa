import { describe, expect, it } from 'vitest';
import { scoreIntent } from './intent-score';

describe('scoreIntent', () => {
  it('marks a different kind wrong on both counts', () => {
    expect(scoreIntent({ kind: 'pause' }, { kind: 'pauseTimer' })).toEqual({
      intent: false,
      slots: false,
    });
  });

  it('marks the same slotless kind right on both counts', () => {
    expect(scoreIntent({ kind: 'nextStep' }, { kind: 'nextStep' })).toEqual({
      intent: true,
      slots: true,
    });
  });

  it('takes minutes within a thousandth as equal, so twenty seconds may be written 0.333', () => {
    const twentySeconds = { kind: 'setTimer', minutes: 20 / 60 } as const;
    expect(scoreIntent(twentySeconds, { kind: 'setTimer', minutes: 0.333 }).slots).toBe(true);
    expect(scoreIntent(twentySeconds, { kind: 'setTimer', minutes: 0.3 }).slots).toBe(false);
  });

  it('counts the right kind with the wrong number as an intent hit but a slot miss', () => {
    expect(
      scoreIntent({ kind: 'setTimer', minutes: 5 }, { kind: 'setTimer', minutes: 10 }),
    ).toEqual({ intent: true, slots: false });
    expect(
      scoreIntent({ kind: 'adjustServing', servings: 4 }, { kind: 'adjustServing', servings: 6 })
        .slots,
    ).toBe(false);
  });

  it('compares ingredient and term words trimmed and in any case', () => {
    expect(
      scoreIntent(
        { kind: 'substitute', ingredient: ' Brauner Zucker ' },
        { kind: 'substitute', ingredient: 'brauner zucker' },
      ).slots,
    ).toBe(true);
    expect(
      scoreIntent({ kind: 'explain', term: 'mantecare' }, { kind: 'explain', term: 'mantecatura' })
        .slots,
    ).toBe(false);
  });

  it('takes an accent written as a combining mark as the same letter', () => {
    const decomposed = 'cre\u0300me frai\u0302che';
    expect(
      scoreIntent(
        { kind: 'substitute', ingredient: decomposed },
        { kind: 'substitute', ingredient: 'crème fraîche' },
      ).slots,
    ).toBe(true);
  });

  it('keeps accents: a word without its accent is another word', () => {
    expect(
      scoreIntent({ kind: 'explain', term: 'flambe' }, { kind: 'explain', term: 'flambé' }).slots,
    ).toBe(false);
  });

  it('marks a slot named on one side only wrong, whichever side names it', () => {
    expect(
      scoreIntent({ kind: 'substitute', ingredient: 'butter' }, { kind: 'substitute' }).slots,
    ).toBe(false);
    expect(scoreIntent({ kind: 'explain' }, { kind: 'explain', term: 'deglaze' }).slots).toBe(
      false,
    );
  });

  it('treats a slot set to undefined as left out', () => {
    expect(
      scoreIntent({ kind: 'substitute', ingredient: undefined }, { kind: 'substitute' }).slots,
    ).toBe(true);
  });
});
