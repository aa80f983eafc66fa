/** Amounts written as words in the five languages Mise speaks ("one", "half", "una", "deux"). */
const NUMBER_WORDS: ReadonlyMap<string, number> = new Map([
  ...(['a', 'an', 'one', 'uno', 'una', 'un', 'une', 'ein', 'eine', 'einen'] as const).map(
    (word) => [word, 1] as const,
  ),
  ...(['two', 'dos', 'deux', 'due', 'zwei'] as const).map((word) => [word, 2] as const),
  ...(['three', 'tres', 'trois', 'tre', 'drei'] as const).map((word) => [word, 3] as const),
  ...(['four', 'cuatro', 'quatre', 'quattro', 'vier'] as const).map((word) => [word, 4] as const),
  ...(['five', 'cinco', 'cinq', 'cinque', 'fünf'] as const).map((word) => [word, 5] as const),
  ...(['six', 'seis', 'sei', 'sechs'] as const).map((word) => [word, 6] as const),
  ['seven', 7],
  ['eight', 8],
  ['nine', 9],
  ['ten', 10],
  ['eleven', 11],
  ['twelve', 12],
  ['thirteen', 13],
  ['fourteen', 14],
  ['fifteen', 15],
  ['sixteen', 16],
  ['seventeen', 17],
  ['eighteen', 18],
  ['nineteen', 19],
  ['twenty', 20],
  ['dozen', 12],
  ...(['half', 'medio', 'media', 'demi', 'demie', 'mezzo', 'mezza', 'halb', 'halbe'] as const).map(
    (word) => [word, 0.5] as const,
  ),
  ['quarter', 0.25],
]);

export function numberWordValue(word: string): number | undefined {
  return NUMBER_WORDS.get(word.toLowerCase());
}
