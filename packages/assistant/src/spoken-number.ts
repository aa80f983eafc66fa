/**
 * Numbers as speech recognition writes them: digits ("3", "1.5", "1,000", "1/2", "1 1/2") or
 * words up to the hundreds ("twelve", "twenty five", "twenty-five", "a hundred", "two hundred
 * and fifty", "one and a half").
 */

const ONES = new Map(
  [
    'one',
    'two',
    'three',
    'four',
    'five',
    'six',
    'seven',
    'eight',
    'nine',
    'ten',
    'eleven',
    'twelve',
    'thirteen',
    'fourteen',
    'fifteen',
    'sixteen',
    'seventeen',
    'eighteen',
    'nineteen',
  ].map((word, index) => [word, index + 1]),
);
const TENS = new Map(
  ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'].map(
    (word, index) => [word, (index + 2) * 10],
  ),
);
const DIGITS = /^(\d{1,3}(,\d{3})+|\d+(\.\d+)?)$/;

export interface SpokenNumber {
  value: number;
  /** Index of the first word after the number. */
  next: number;
}

/** Reads the number that starts at `words[start]`, if one does. */
export function readSpokenNumber(
  words: readonly string[],
  start: number,
): SpokenNumber | undefined {
  const fraction = fractionValue(words[start]);
  if (fraction !== undefined) return { value: fraction, next: start + 1 };
  const whole = readWholeNumber(words, start);
  return whole && withFraction(words, whole);
}

function readWholeNumber(words: readonly string[], start: number): SpokenNumber | undefined {
  const first = words[start] ?? '';
  if (DIGITS.test(first)) return { value: Number(first.replaceAll(',', '')), next: start + 1 };
  return readNumberWords(words, start);
}

/** Adds what follows a whole number: "1 1/2", "one and a half". */
function withFraction(words: readonly string[], whole: SpokenNumber): SpokenNumber {
  const fraction = fractionValue(words[whole.next]);
  if (fraction !== undefined) return { value: whole.value + fraction, next: whole.next + 1 };
  const andAHalf = ['and', 'a', 'half'].every((word, index) => words[whole.next + index] === word);
  return andAHalf ? { value: whole.value + 0.5, next: whole.next + 3 } : whole;
}

function fractionValue(word: string | undefined): number | undefined {
  const fraction = /^(\d+)\/(\d+)$/.exec(word ?? '');
  const denominator = Number(fraction?.[2]);
  return fraction && denominator > 0 ? Number(fraction[1]) / denominator : undefined;
}

function readNumberWords(words: readonly string[], start: number): SpokenNumber | undefined {
  let value = 0;
  let next = start;
  const first = words[start] ?? '';
  const hundreds = first === 'a' || first === 'an' ? 1 : ONES.get(first);
  if (hundreds !== undefined && words[start + 1] === 'hundred') {
    value = hundreds * 100;
    next = start + 2;
    if (words[next] === 'and' && readBelowHundred(words, next + 1)) next += 1;
  }
  const belowHundred = readBelowHundred(words, next);
  if (belowHundred) {
    value += belowHundred.value;
    next = belowHundred.next;
  }
  return next === start ? undefined : { value, next };
}

function readBelowHundred(words: readonly string[], start: number): SpokenNumber | undefined {
  const word = words[start];
  if (word === undefined) return undefined;
  const hyphenated = /^(\p{L}+)-(\p{L}+)$/u.exec(word);
  if (hyphenated) {
    const tens = TENS.get(hyphenated[1] ?? '');
    const ones = singleDigit(hyphenated[2] ?? '');
    return tens !== undefined && ones > 0 ? { value: tens + ones, next: start + 1 } : undefined;
  }
  const tens = TENS.get(word);
  if (tens !== undefined) {
    const ones = singleDigit(words[start + 1] ?? '');
    return ones > 0 ? { value: tens + ones, next: start + 2 } : { value: tens, next: start + 1 };
  }
  const ones = ONES.get(word);
  return ones === undefined ? undefined : { value: ones, next: start + 1 };
}

/** 1 to 9 for "one" to "nine", otherwise 0: only these follow a tens word ("twenty five"). */
function singleDigit(word: string): number {
  const value = ONES.get(word) ?? 0;
  return value < 10 ? value : 0;
}
