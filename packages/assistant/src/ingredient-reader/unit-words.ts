/**
 * The units cooks write, in the five languages Mise speaks (en, es, fr, it, de), each mapped to
 * the one spelling the app stores ("tablespoons", "Tbsp.", "cucharadas", "c. à soupe", "EL" →
 * tbsp). Size words ("large", "grande", "groß") are listed apart: they say how big the thing is,
 * not what it is counted in.
 */
import { singularise } from '@mise/domain/ingredient-names';

const UNIT_SPELLINGS: Readonly<Record<string, readonly string[]>> = {
  tbsp: [
    'tablespoon',
    'tbsp',
    'tbsps',
    'tbs',
    'tbl',
    'tbls',
    'tblsp',
    'tblspn',
    'tbsn',
    'tb',
    'cucharada',
    'cda',
    'cdas',
    'cucharadas',
    'cuillère à soupe',
    'cuillères à soupe',
    'c. à soupe',
    'càs',
    'cs',
    'cucchiaio',
    'cucchiai',
    'esslöffel',
    'eßlöffel',
  ],
  tsp: [
    'teaspoon',
    'tsp',
    'tsps',
    'tspn',
    'ts',
    'cucharadita',
    'cucharaditas',
    'cdta',
    'cdtas',
    'cuillère à café',
    'cuillères à café',
    'c. à café',
    'càc',
    'cc',
    'cucchiaino',
    'cucchiaini',
    'teelöffel',
  ],
  dessertspoon: ['dessertspoon', 'dsp', 'dstspn'],
  cup: ['cup', 'c', 'taza', 'tazas', 'tasse', 'tasses', 'tazza', 'tazze', 'becher'],
  g: [
    'gram',
    'gramme',
    'g',
    'gm',
    'gms',
    'gr',
    'grs',
    'grammo',
    'grammi',
    'gramo',
    'gramos',
    'grammes',
  ],
  kg: ['kilogram', 'kilogramme', 'kilo', 'kg', 'kgs', 'kilos', 'chilo', 'kilogramo'],
  mg: ['milligram', 'milligramme', 'mg'],
  oz: ['ounce', 'oz', 'ozs', 'onza', 'onzas', 'onces', 'oncia'],
  'fl oz': ['fl oz', 'floz', 'fl ounce', 'fluid ounce', 'fl. oz', 'fl.oz'],
  lb: ['pound', 'lb', 'lbs', 'libra', 'libras', 'livre', 'livres', 'libbra', 'libbre', 'pfund'],
  ml: [
    'millilitre',
    'milliliter',
    'ml',
    'mls',
    'mililitro',
    'mililitros',
    'millilitro',
    'millilitri',
  ],
  cl: ['centilitre', 'centiliter', 'cl'],
  dl: ['decilitre', 'deciliter', 'dl'],
  l: ['litre', 'liter', 'l', 'ltr', 'lt', 'litro', 'litros', 'litri'],
  pint: ['pint', 'pt', 'pts', 'pinta', 'pinte'],
  quart: ['quart', 'qt', 'qts'],
  gallon: ['gallon', 'gal'],
  cm: ['centimetre', 'centimeter', 'cm', 'centímetro', 'centimètre', 'centimetro', 'zentimeter'],
  mm: ['millimetre', 'millimeter', 'mm'],
  inch: ['inch', 'inches', 'in'],
  piece: [
    'piece',
    'pc',
    'pcs',
    'each',
    'ea',
    'pieza',
    'piezas',
    'pièce',
    'pièces',
    'pezzo',
    'pezzi',
    'stück',
    'stk',
  ],
  clove: [
    'clove',
    'diente',
    'dientes',
    'gousse',
    'gousses',
    'spicchio',
    'spicchi',
    'zehe',
    'zehen',
  ],
  can: ['can', 'tin', 'lata', 'latas', 'boîte', 'boîtes', 'lattina', 'dose', 'dosen'],
  pack: [
    'pack',
    'packet',
    'package',
    'pkg',
    'pkt',
    'paquete',
    'paquet',
    'confezione',
    'packung',
    'päckchen',
    'pck',
  ],
  jar: ['jar', 'tarro', 'bocal', 'vasetto', 'glas'],
  pot: ['pot'],
  bottle: ['bottle', 'botella', 'bouteille', 'bottiglia', 'flasche'],
  pinch: ['pinch', 'pizca', 'pincée', 'pizzico', 'prise', 'msp', 'messerspitze'],
  dash: ['dash', 'trait', 'schuss'],
  splash: ['splash', 'chorrito', 'goccio'],
  drop: ['drop', 'gota', 'goutte', 'goccia', 'tropfen'],
  sprig: ['sprig', 'ramita', 'brin', 'rametto', 'zweig'],
  stalk: ['stalk'],
  rib: ['rib'],
  stick: ['stick'],
  slice: ['slice', 'rebanada', 'loncha', 'tranche', 'fetta', 'fette', 'scheibe', 'scheiben'],
  bunch: ['bunch', 'manojo', 'botte', 'mazzo', 'mazzetto', 'bund'],
  handful: ['handful', 'puñado', 'poignée', 'manciata', 'handvoll'],
  head: ['head'],
  leaf: ['leaf', 'leaves', 'hoja', 'feuille', 'foglia', 'blatt'],
  loaf: ['loaf', 'loaves'],
  knob: ['knob', 'nuez'],
  rasher: ['rasher'],
  sheet: ['sheet'],
  fillet: ['fillet', 'filet'],
  bag: ['bag'],
  box: ['box'],
  carton: ['carton'],
  tub: ['tub'],
  bar: ['bar'],
  block: ['block'],
  cube: ['cube'],
  wedge: ['wedge'],
  sachet: ['sachet'],
  envelope: ['envelope'],
  strip: ['strip'],
  ear: ['ear'],
  pod: ['pod'],
  shot: ['shot'],
  scoop: ['scoop'],
  chunk: ['chunk'],
  batch: ['batch'],
  tube: ['tube'],
  stem: ['stem'],
  wheel: ['wheel'],
  ball: ['ball'],
  link: ['link'],
  round: ['round'],
  square: ['square'],
  knuckle: ['knuckle'],
  thumb: ['thumb'],
  glass: ['glass', 'vaso', 'verre', 'bicchiere'],
  bowl: ['bowl'],
  punnet: ['punnet'],
  bulb: ['bulb'],
  cutlet: ['cutlet'],
  twist: ['twist'],
  grind: ['grind'],
  squeeze: ['squeeze'],
  dollop: ['dollop'],
  drizzle: ['drizzle'],
  spoonful: ['spoonful'],
  container: ['container'],
  pouch: ['pouch'],
  dozen: ['dozen', 'docena', 'douzaine', 'dozzina', 'dutzend'],
};

const UNIT_BY_SPELLING: ReadonlyMap<string, string> = new Map(
  Object.entries(UNIT_SPELLINGS).flatMap(([unit, spellings]) =>
    spellings.map((spelling) => [spelling, unit] as const),
  ),
);

/** Spellings whose case decides the unit: a capital T is a tablespoon, a small t a teaspoon. */
const CASE_SENSITIVE: ReadonlyMap<string, string> = new Map([
  ['T', 'tbsp'],
  ['Tbs', 'tbsp'],
  ['t', 'tsp'],
  ['EL', 'tbsp'],
  ['TL', 'tsp'],
]);

/** The stored spelling of a unit word ("Tbsp." → tbsp, "cloves" → clove); undefined for others. */
export function canonicalUnitWord(word: string): string | undefined {
  const trimmed = word.replace(/\.+$/, '');
  const exact = CASE_SENSITIVE.get(trimmed);
  if (exact !== undefined) return exact;
  const lower = trimmed.toLowerCase();
  return UNIT_BY_SPELLING.get(lower) ?? UNIT_BY_SPELLING.get(singularise(lower));
}

/** Two-word spellings ("fl oz", "fluid ounces"), joined before a single word is looked up. */
export function canonicalUnitPhrase(first: string, second: string): string | undefined {
  const pair = `${first} ${second}`.toLowerCase().replace(/\.+/g, '');
  const known = UNIT_BY_SPELLING.get(pair) ?? UNIT_BY_SPELLING.get(singularise(pair));
  if (known !== undefined) return known;
  if (
    /^fl(?:uid)?\.?$/.test(first.toLowerCase()) &&
    /^(?:oz|ounces?)$/.test(second.toLowerCase())
  ) {
    return 'fl oz';
  }
  return undefined;
}

const SIZE_WORDS: ReadonlySet<string> = new Set([
  'small',
  'sm',
  'medium',
  'md',
  'med',
  'large',
  'lg',
  'big',
  'extra-large',
  'jumbo',
  'giant',
  'pequeño',
  'pequeña',
  'mediano',
  'mediana',
  'grande',
  'grandes',
  'petit',
  'petite',
  'moyen',
  'moyenne',
  'gros',
  'grosse',
  'piccolo',
  'piccola',
  'klein',
  'kleine',
  'mittelgroß',
  'mittelgroße',
  'groß',
  'große',
]);

export function isSizeWord(word: string): boolean {
  return SIZE_WORDS.has(word.toLowerCase());
}
