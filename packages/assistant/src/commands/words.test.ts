import { describe, expect, it } from 'vitest';
import { foldWord, phraseVariants, phraseWords, readTranscript, saidAt } from './words';

describe('transcript words', () => {
  it('folds case, accents, ß and ligatures', () => {
    expect(foldWord('Étape')).toBe('etape');
    expect(foldWord('NÄCHSTER')).toBe('nachster');
    expect(foldWord('dreißig')).toBe('dreissig');
    expect(foldWord('Œufs')).toBe('oeufs');
    expect(foldWord('¿Dónde')).toBe('¿donde');
  });

  it('splits on punctuation, apostrophes and hyphens', () => {
    expect(phraseWords("¿Dónde estábamos? L'étape dix-sept, un’ora")).toEqual([
      'donde',
      'estabamos',
      'l',
      'etape',
      'dix',
      'sept',
      'un',
      'ora',
    ]);
  });

  it('keeps numbers whole and parts them from glued letters', () => {
    expect(phraseWords('1.5 1,5 1/2 1,000 10min 1h30')).toEqual([
      '1.5',
      '1,5',
      '1/2',
      '1,000',
      '10',
      'min',
      '1',
      'h',
      '30',
    ]);
    expect(phraseWords('5 minutes.')).toEqual(['5', 'minutes']);
  });

  it('knows where each word was said, in composed form', () => {
    // "é" typed as e + combining accent: offsets refer to the composed text.
    const { text, words } = readTranscript('Cre\u0300me fraîche!');
    expect(words.map((word) => text.slice(word.start, word.end))).toEqual(['Crème', 'fraîche']);
  });

  it('finds a phrase at a position only when every word is there', () => {
    expect(saidAt(['hey', 'chef', 'next'], 1, ['chef', 'next'])).toBe(true);
    expect(saidAt(['hey', 'chef'], 1, ['chef', 'next'])).toBe(false);
    expect(saidAt(['hey'], 0, [])).toBe(false);
  });

  it('writes a phrase with and without its apostrophes, as recognisers do', () => {
    expect(phraseVariants("what's")).toEqual([['what', 's'], ['whats']]);
    expect(phraseVariants('next step')).toEqual([['next', 'step']]);
  });
});
