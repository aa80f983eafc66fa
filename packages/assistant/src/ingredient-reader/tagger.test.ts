import { describe, expect, it } from 'vitest';
import { tagLine, viterbi, viterbiWith, type TaggerModel } from './tagger';
import { TAGS } from './tags';

const NAME = TAGS.indexOf('NAME');
const PREP = TAGS.indexOf('PREP');
const flat = (rows: number) =>
  Array.from({ length: rows }, () => new Array<number>(TAGS.length).fill(0));

describe('viterbiWith', () => {
  it('is plain Viterbi when the best path already holds the tag', () => {
    const emissions = [
      [0, 0, 0, 5, 0, 0, 0, 0],
      [0, 0, 0, 0, 4, 0, 0, 0],
    ];
    const transitions = flat(TAGS.length + 1);
    expect(viterbiWith(emissions, transitions, TAGS.length, NAME)).toEqual(
      viterbi(emissions, transitions, TAGS.length),
    );
  });

  it('puts the tag where it costs least when the best path lacks it', () => {
    // Both tokens prefer PREP; the second loses less by being the name.
    const emissions = [
      [0, 0, 0, 1, 6, 0, 0, 0],
      [0, 0, 0, 3, 4, 0, 0, 0],
    ];
    const transitions = flat(TAGS.length + 1);
    expect(viterbi(emissions, transitions, TAGS.length)).toEqual([PREP, PREP]);
    expect(viterbiWith(emissions, transitions, TAGS.length, NAME)).toEqual([PREP, NAME]);
  });
});

describe('tagLine', () => {
  it('always finds a name in a line', () => {
    const model: TaggerModel = {
      tags: [...TAGS],
      transitions: flat(TAGS.length + 1),
      weights: { b: [0, 0, 0, 1, 2, 0, 0, 0] },
    };
    expect(tagLine(model, [['b'], ['b']])).toContain('NAME');
  });
});
