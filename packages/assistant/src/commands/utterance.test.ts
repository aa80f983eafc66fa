import { describe, expect, it } from 'vitest';
import { phraseList } from './phrases';
import { readUtterance, tidyWords } from './utterance';

const HESITATIONS = phraseList(['um', 'uh']);

function tidy(said: string) {
  return tidyWords(readUtterance(said).words, HESITATIONS).map(
    (word) => `${word.afterPause ? '| ' : ''}${word.word}`,
  );
}

describe('utterances', () => {
  it('marks where the speaker paused: punctuation, not apostrophes or hyphens', () => {
    expect(tidy("Hang on, I'm out of crème-fraîche. What now?")).toEqual([
      'hang',
      'on',
      '| i',
      'm',
      'out',
      'of',
      'creme',
      'fraiche',
      '| what',
      'now',
    ]);
  });

  it('drops hesitations wherever they are said, keeping the pause they stood for', () => {
    expect(tidy('set a timer for um ten minutes')).toEqual([
      'set',
      'a',
      'timer',
      'for',
      'ten',
      'minutes',
    ]);
    expect(tidy('okay, um, next')).toEqual(['okay', '| next']);
  });

  it('says a word twice as if it stood alone, numbers aside', () => {
    expect(tidy('wait wait the milk')).toEqual(['wait', '| the', 'milk']);
    expect(tidy('the the next step')).toEqual(['the', '| next', 'step']);
    expect(tidy('timer 10 10')).toEqual(['timer', '10', '10']);
  });
});
