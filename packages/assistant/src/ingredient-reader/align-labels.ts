/**
 * Turns one labelled corpus row (whole-field labels: name "canned chickpeas", quantity
 * "150 5#1$4", unit "g oz", preparation "drained and rinsed"…) into a tag per token of its input,
 * the form the tagger learns from. Used only to train the tagger (bench/train-ingredient-tagger.ts)
 * and by its tests; the app never reads a corpus.
 *
 * Each field's words are found in the input in order, fields taking tokens in a fixed priority
 * (quantity and unit first, as they are unambiguous, then name, size, preparation, comment,
 * purpose). Words compare lower-cased and singular, as the labels singularise some nouns
 * ("leaves" → leaf). A row whose name cannot be found is not used.
 */
import { singularise } from '@mise/domain/ingredient-names';
import type { Tag } from './tags';
import { numberValues, tokenise, type Token } from './tokens';
import { canonicalUnitWord } from './unit-words';

export interface LabelFields {
  input: string;
  name: string;
  quantity: string;
  unit: string;
  size: string;
  preparation: string;
  comment: string;
  purpose: string;
}

const LABELLED_NUMBER = /^(\d*)#(\d+)\$(\d+)$/;

/** The values of a labelled quantity field ("150 5#1$4" → 150, 5.25; "1-2" → 1). */
function labelledValues(field: string): number[] {
  return field
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => {
      const first = part.replace(/x$/i, '').split('-')[0] ?? '';
      const fraction = LABELLED_NUMBER.exec(first);
      if (fraction) return Number(fraction[1] || '0') + Number(fraction[2]) / Number(fraction[3]);
      return Number(first);
    })
    .filter((value) => Number.isFinite(value));
}

export function wordKey(word: string): string {
  return singularise(word.toLowerCase().replace(/’/g, "'"));
}

const FIELD_ORDER = [
  ['name', 'NAME'],
  ['size', 'SIZE'],
  ['preparation', 'PREP'],
  ['comment', 'COMMENT'],
  ['purpose', 'PURPOSE'],
] as const;

/** Whether a token is the labelled word: the same singular, or for units the same unit ("lbs", "lb"). */
function sameWord(word: string, tag: Tag): (text: string) => boolean {
  const key = wordKey(word);
  const unit = tag === 'UNIT' ? canonicalUnitWord(word) : undefined;
  return (text) =>
    wordKey(text) === key || (unit !== undefined && canonicalUnitWord(text) === unit);
}

/** Marks the tokens that spell `words` in order; false (nothing marked) when they can't all be found. */
function markInOrder(
  tokens: Token[],
  tags: (Tag | undefined)[],
  words: string[],
  tag: Tag,
): boolean {
  const found: number[] = [];
  let from = 0;
  for (const word of words) {
    const same = sameWord(word, tag);
    let at = from;
    while (at < tokens.length && (tags[at] !== undefined || !same(tokens[at]?.text ?? ''))) {
      at += 1;
    }
    if (at >= tokens.length) return false;
    found.push(at);
    from = at + 1;
  }
  found.forEach((at) => (tags[at] = tag));
  return true;
}

/** The labelled words of a field, split as the tokeniser splits lines, punctuation left out. */
function fieldWords(field: string): string[] {
  return tokenise(field)
    .filter((token) => token.kind !== 'punct')
    .map((token) => token.text);
}

export function alignLabels(row: LabelFields): { tokens: Token[]; tags: Tag[] } | undefined {
  const tokens = tokenise(row.input);
  const tags: (Tag | undefined)[] = tokens.map(() => undefined);
  const quantities = labelledValues(row.quantity);
  tokens.forEach((token, index) => {
    if (token.kind !== 'number') return;
    const first = numberValues(token.text)[0];
    const at = quantities.findIndex(
      (value) => first !== undefined && Math.abs(value - first) < 1e-6,
    );
    if (at === -1) return;
    tags[index] = 'QTY';
    quantities.splice(at, 1);
  });
  // A quantity written as a word ("One", "half", "a few") is labelled with that word.
  const wordQuantity = row.quantity.trim().split(/\s+/)[0] ?? '';
  if (/^\p{L}+$/u.test(wordQuantity)) markInOrder(tokens, tags, [wordQuantity], 'QTY');
  // Units: each labelled unit word, in order, after a quantity where there is one.
  for (const unit of fieldWords(row.unit)) markInOrder(tokens, tags, [unit], 'UNIT');
  if (!markInOrder(tokens, tags, fieldWords(row.name), 'NAME')) return undefined;
  for (const [field, tag] of FIELD_ORDER.slice(1)) {
    // A field that can't be found whole is matched word by word: its words still say what they are.
    const words = fieldWords(row[field]);
    if (!markInOrder(tokens, tags, words, tag)) {
      for (const word of words) markInOrder(tokens, tags, [word], tag);
    }
  }
  return { tokens, tags: tags.map((tag) => tag ?? 'O') };
}
