/**
 * What the tagger sees of each token: the word itself (lower case and singular), its ending,
 * shape, whether it is a unit or a size word in any of our languages, where it sits (inside
 * brackets, after a comma, first or last) and the same of its neighbours. Features that carry
 * over to lines never seen (numbers, units, brackets, commas) are what let the reader generalise
 * beyond the sites it learned from.
 */
import { wordKey } from './align-labels';
import type { Token } from './tokens';
import { canonicalUnitWord, isSizeWord } from './unit-words';

interface TokenFacts {
  lower: string;
  key: string;
  shape: string;
  unit: boolean;
  size: boolean;
}

function shapeOf(token: Token): string {
  if (token.kind === 'punct') return token.text;
  if (token.kind === 'number') {
    if (/[-–—]|\sto\s|\sor\s/.test(token.text)) return 'range';
    if (/[/½⅓⅔¼¾⅕⅖⅗⅘⅙⅚⅐⅛⅜⅝⅞⅑⅒]/.test(token.text)) return 'frac';
    if (/[.,]/.test(token.text)) return 'dec';
    return Number(token.text) >= 20 ? 'int+' : 'int';
  }
  if (token.text === token.text.toUpperCase() && token.text.length > 1) return 'UP';
  return /^\p{Lu}/u.test(token.text) ? 'Cap' : 'low';
}

function factsOf(token: Token): TokenFacts {
  const lower = token.kind === 'number' ? '<num>' : token.text.toLowerCase();
  return {
    lower,
    key: token.kind === 'word' ? wordKey(token.text) : lower,
    shape: shapeOf(token),
    unit: token.kind === 'word' && canonicalUnitWord(token.text) !== undefined,
    size: token.kind === 'word' && isSizeWord(token.text),
  };
}

const EDGE: TokenFacts = {
  lower: '<edge>',
  key: '<edge>',
  shape: 'edge',
  unit: false,
  size: false,
};

/** The features of every token of a line, in order. */
export function lineFeatures(tokens: readonly Token[]): string[][] {
  const facts = tokens.map(factsOf);
  let depth = 0;
  let commas = 0;
  let numbers = 0;
  let seenOr = false;
  let seenSuchAs = false;
  return tokens.map((token, index) => {
    const own = facts[index] ?? EDGE;
    const before = facts[index - 1] ?? EDGE;
    const before2 = facts[index - 2] ?? EDGE;
    const after = facts[index + 1] ?? EDGE;
    const after2 = facts[index + 2] ?? EDGE;
    const features = [
      'b',
      `w=${own.lower}`,
      `sh=${own.shape}`,
      `w-1=${before.lower}`,
      `w+1=${after.lower}`,
      `w-2=${before2.lower}`,
      `w+2=${after2.lower}`,
      `w-1w=${before.lower}|${own.lower}`,
      `ww+1=${own.lower}|${after.lower}`,
      `sh-1=${before.shape}`,
      `sh+1=${after.shape}`,
      `par=${Math.min(depth, 1)}`,
      `cm=${Math.min(commas, 2)}`,
      `pos=${Math.min(index, 5)}`,
      `nb=${Math.min(numbers, 2)}`,
    ];
    features.push(`k-1=${before.key}`, `k+1=${after.key}`);
    if (token.kind === 'word') {
      features.push(
        `k=${wordKey(token.text)}`,
        `s3=${own.lower.slice(-3)}`,
        `s2=${own.lower.slice(-2)}`,
      );
    }
    if (own.unit) features.push('u', `u|sh-1=${before.shape}`);
    if (own.size) features.push('sz');
    if (before.unit) features.push('u-1');
    if (after.unit) features.push('u+1');
    if (before2.unit) features.push('u-2');
    if (seenOr) features.push('or<');
    if (seenSuchAs) features.push('such<');
    if (after.lower === ',') features.push(`w,=${own.lower}`);
    if (index === tokens.length - 1) features.push('last');
    if (token.text === '(' || token.text === '[') depth += 1;
    if ((token.text === ')' || token.text === ']') && depth > 0) depth -= 1;
    if (token.text === ',' && depth === 0) commas += 1;
    if (token.kind === 'number') numbers += 1;
    if (own.lower === 'or' && depth === 0) seenOr = true;
    if (own.lower === 'as' && before.lower === 'such') seenSuchAs = true;
    return features;
  });
}
