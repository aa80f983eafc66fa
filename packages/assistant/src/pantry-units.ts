/**
 * Units a pantry item can be counted in, each with the ways people say or write it. The form
 * stores the singular (or the usual abbreviation for weights and volumes), so "2 cans", "two tins"
 * and "500 grams" become "can", "tin" and "g".
 */

const UNIT_SPELLINGS = {
  piece: ['pieces', 'pc', 'pcs'],
  carton: ['cartons'],
  can: ['cans'],
  tin: ['tins'],
  bag: ['bags'],
  box: ['boxes'],
  bottle: ['bottles'],
  jar: ['jars'],
  pack: ['packs', 'packet', 'packets', 'package', 'packages', 'pkg'],
  bunch: ['bunches'],
  head: ['heads'],
  clove: ['cloves'],
  loaf: ['loaves'],
  stick: ['sticks'],
  slice: ['slices'],
  tub: ['tubs'],
  container: ['containers'],
  bar: ['bars'],
  block: ['blocks'],
  pot: ['pots'],
  pouch: ['pouches'],
  tray: ['trays'],
  punnet: ['punnets'],
  roll: ['rolls'],
  g: ['gram', 'grams', 'gramme', 'grammes', 'gr'],
  kg: ['kgs', 'kilo', 'kilos', 'kilogram', 'kilograms', 'kilogramme', 'kilogrammes'],
  ml: ['mls', 'milliliter', 'milliliters', 'millilitre', 'millilitres'],
  l: ['liter', 'liters', 'litre', 'litres', 'ltr'],
  lb: ['lbs', 'pound', 'pounds'],
  oz: ['ounce', 'ounces'],
  cup: ['cups'],
  tbsp: ['tbsps', 'tbs', 'tablespoon', 'tablespoons'],
  tsp: ['tsps', 'teaspoon', 'teaspoons'],
  pint: ['pints'],
  quart: ['quarts'],
  gallon: ['gallons'],
} as const satisfies Record<string, readonly string[]>;

export type PantryUnit = keyof typeof UNIT_SPELLINGS;

const UNIT_BY_SPELLING = new Map<string, PantryUnit>(
  Object.entries(UNIT_SPELLINGS).flatMap(([unit, spellings]) =>
    [unit, ...spellings].map((spelling) => [spelling, unit as PantryUnit] as const),
  ),
);

/** The unit a (lower-case) word names, if it names one. */
export function unitFromWord(word: string): PantryUnit | undefined {
  return UNIT_BY_SPELLING.get(word);
}

/**
 * Pantry quantities are whole numbers, so a fraction of these units is restated in a smaller
 * one that keeps it exact: "1.5 kg" is 1500 g, "half a pound" is 8 oz.
 */
export const SMALLER_UNIT: ReadonlyMap<PantryUnit, { unit: PantryUnit; factor: number }> = new Map([
  ['kg', { unit: 'g', factor: 1000 }],
  ['l', { unit: 'ml', factor: 1000 }],
  ['lb', { unit: 'oz', factor: 16 }],
]);
