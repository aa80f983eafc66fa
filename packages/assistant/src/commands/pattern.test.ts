import { describe, expect, it } from 'vitest';
import { compilePattern, matchPattern, type SlotReaders } from './pattern';
import { phraseWords } from './words';

const READERS: SlotReaders = {
  number: (words, start) =>
    /^\d+$/.test(words[start] ?? '') ? { value: Number(words[start]), next: start + 1 } : undefined,
  // "N min" and, when "s" follows, also "N min s": two readings to choose from.
  duration: (words, start) => {
    if (!/^\d+$/.test(words[start] ?? '') || words[start + 1] !== 'min') return [];
    const short = { value: Number(words[start]) * 60, next: start + 2 };
    return words[start + 2] === 's'
      ? [short, { value: short.value + 1, next: start + 3 }]
      : [short];
  },
};

function match(pattern: string, said: string) {
  return matchPattern(compilePattern(pattern), phraseWords(said), READERS);
}

describe('command patterns', () => {
  it('match the whole command, choices and optional words included', () => {
    const pattern = '(go|move) back (a|one)? step?';
    expect(match(pattern, 'go back')).toEqual({});
    expect(match(pattern, 'move back one step')).toEqual({});
    expect(match(pattern, 'go back a')).toEqual({});
    expect(match(pattern, 'go')).toBeUndefined();
    expect(match(pattern, 'go back one step now')).toBeUndefined();
  });

  it('compare folded words and join a choice with _', () => {
    expect(match("(l'étape|la_suite) suivante", 'L’ETAPE Suivante')).toEqual({});
    expect(match("(l'étape|la_suite) suivante", 'la suite suivante')).toEqual({});
  });

  it('capture the shortest text that lets the rest match', () => {
    expect(match('swap {text} (out)?', 'swap the butter out')).toEqual({
      text: { from: 1, to: 3 },
    });
    expect(match('swap {text}', 'swap the butter out')).toEqual({ text: { from: 1, to: 4 } });
    expect(match('swap {text}', 'swap')).toBeUndefined();
  });

  it('read numbers and try each reading of a duration', () => {
    expect(match('for {number} people', 'for 6 people')).toEqual({ number: 6 });
    expect(match('timer {duration}', 'timer 5 min s')).toEqual({ duration: 301 });
    expect(match('timer {duration} s', 'timer 5 min s')).toEqual({ duration: 300 });
  });

  it.each(['(a|b', 'a (b|)', 'x {slot}', 'what?? now', '(a|(b))'])('refuse "%s"', (pattern) => {
    expect(() => compilePattern(pattern)).toThrow(/Malformed/);
  });

  it('list the slots a pattern has', () => {
    expect([...compilePattern('set {duration} or {number} for {text}').slots]).toEqual([
      'duration',
      'number',
      'text',
    ]);
  });

  it('skip the asides the caller allows anywhere, and only those', () => {
    const pattern = compilePattern('what did you say');
    const words = phraseWords('what did you just say');
    expect(matchPattern(pattern, words, READERS, new Set(['just']))).toEqual({});
    expect(matchPattern(pattern, words, READERS)).toBeUndefined();
  });

  it('read {words} like a text but keep only the text', () => {
    expect(
      match('can i use {words} instead of {text}', 'can i use honey instead of sugar'),
    ).toEqual({
      text: { from: 6, to: 7 },
    });
  });

  it('try longer choices first, so a text after them takes no word of theirs', () => {
    expect(match('(heard|heard_of) {text}', 'heard of roux')).toEqual({ text: { from: 2, to: 3 } });
  });

  it('end a text only where the text reader allows', () => {
    const readers: SlotReaders = { ...READERS, text: (_words, start) => [start + 1] };
    const pattern = compilePattern('swap {text} (out)?');
    expect(matchPattern(pattern, phraseWords('swap butter out'), readers)).toEqual({
      text: { from: 1, to: 2 },
    });
    expect(matchPattern(pattern, phraseWords('swap peanut butter'), readers)).toBeUndefined();
  });
});
