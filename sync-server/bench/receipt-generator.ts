/**
 * Receipts with known items, for `pnpm bench:receipts`: grocery receipts in the layouts real
 * tills print (US, UK, Spanish, French, Italian, German), restaurant bills and hardware or
 * stationery receipts. Every line is this project's own; a fixed seed makes the same receipts
 * every run. What the reader should find is known per receipt: the dictionary name of each
 * food and its quantity, and nothing for goods that are not food or products only made of one.
 */

export interface ExpectedItem {
  /** The ingredient dictionary's canonical name. */
  name: string;
  quantity: number;
  unit: string;
}

export interface GeneratedReceipt {
  kind: 'grocery' | 'restaurant' | 'shop';
  layout: string;
  text: string;
  expected: ExpectedItem[];
}

/** A product as tills print it: its spellings (with pieces per pack when the name says). */
interface Product {
  expect: string | null;
  names: readonly (string | readonly [string, number])[];
  /** Sold by weight: the line, or the one under it, gives the weight. */
  weighed?: boolean;
}

// ---- the products ------------------------------------------------------------------------------

const FOODS: readonly Product[] = [
  {
    expect: 'milk',
    names: ['WHOLE MILK 1GAL', 'MILK WHL GAL', 'FULL CRM MILK 2L', 'GV WHOLE MILK', '2% MILK'],
  },
  {
    expect: 'egg',
    names: [
      ['LG EGGS DOZEN', 12],
      ['EGGS 12CT', 12],
      ['XL EGGS 18CT', 18],
    ],
  },
  { expect: 'peanut butter', names: ['GV PNT BUTTR 16OZ', 'PEANUT BUTTER CRMY', 'PNUT BTR CHNKY'] },
  { expect: 'brown rice', names: ['BRWN RICE 2LB', 'BROWN RICE', 'GG BROWN RICE'] },
  { expect: 'rice', names: ['LONG GRAIN RICE 5LB', 'WHITE RICE', 'KS RICE 25LB'] },
  { expect: 'bread', names: ['WHT BREAD', 'SANDWICH BREAD', 'BREAD WW'] },
  { expect: 'butter', names: ['BUTTER UNSALTED', 'SALTED BTR', 'LUCERNE BUTTER 1LB'] },
  { expect: 'cheddar', names: ['SHRP CHDR CHS', 'CHEDDAR BLOCK 8OZ', 'KS CHEDDAR'] },
  { expect: 'chicken breast', names: ['BNLS CHKN BRST', 'CHICKEN BREAST', 'CHKN BREAST FAM PK'] },
  { expect: 'chicken thigh', names: ['CHKN THGHS', 'CHICKEN THIGHS BNLS'] },
  { expect: 'ground beef', names: ['GRND BF 80/20', 'GROUND BEEF 1LB', 'GRD BEEF 93%'] },
  { expect: 'banana', names: ['BANANAS', 'BANANA'], weighed: true },
  { expect: 'apple', names: ['GALA APPLES', 'APPLES HONEYCRISP', 'APPLE FUJI'], weighed: true },
  { expect: 'onion', names: ['YELLOW ONIONS', 'ONIONS 3LB BAG', 'ONION YEL'] },
  { expect: 'potato', names: ['RUSSET POTATOES 5LB', 'POTATOES RED', 'POTATO BAKING'] },
  { expect: 'tomato', names: ['TOMATOES ON VINE', 'TOMATO'], weighed: true },
  { expect: 'roma tomato', names: ['ROMA TOMATOES'], weighed: true },
  { expect: 'carrot', names: ['CARROTS 2LB', 'BABY CARROTS', 'CRTS 1LB'] },
  { expect: 'garlic', names: ['GARLIC', 'GARLIC BULB', 'GRLC'] },
  { expect: 'greek yogurt', names: ['GREEK YOGURT', 'GRK YOGRT PLAIN', 'CHOBANI GREEK YOGURT'] },
  { expect: 'yogurt', names: ['YOGURT PLAIN 32OZ', 'YOG VANILLA', 'LOWFAT YOGURT'] },
  { expect: 'strawberry', names: ['STRAWBERRIES 1LB', 'STRWBRY', 'ORG STRAWBERRIES'] },
  { expect: 'blueberry', names: ['BLUEBERRIES PINT', 'BLUBRY 6OZ'] },
  { expect: 'spinach', names: ['BABY SPINACH 5OZ', 'SPINACH BUNCH', 'SPNCH'] },
  { expect: 'spaghetti', names: ['SPAGHETTI 16OZ', 'SPAG 1LB', 'BARILLA SPAGHETTI'] },
  { expect: 'penne', names: ['PENNE RIGATE', 'PENNE 1LB'] },
  { expect: 'olive oil', names: ['EVOO 1L', 'OLIVE OIL', 'XTRA VIRGIN OLIVE OIL'] },
  { expect: 'sugar', names: ['SUGAR 4LB', 'GRANULATED SUGAR', 'SGR 2LB'] },
  { expect: 'flour', names: ['AP FLOUR 5LB', 'FLOUR ALL PURPOSE', 'FLR 5LB'] },
  { expect: 'coffee', names: ['COFFEE GROUND 12OZ', 'GRND COFFEE', 'COFFEE BEANS'] },
  { expect: 'heavy cream', names: ['HVY CRM', 'HEAVY CREAM PINT', 'HEAVY WHIPPING CREAM'] },
  { expect: 'sour cream', names: ['SR CRM', 'SOUR CREAM 16OZ'] },
  { expect: 'cream cheese', names: ['CRM CHS', 'CREAM CHEESE 8OZ'] },
  { expect: 'bacon', names: ['BACON 16OZ', 'BCN THICK CUT', 'SMOKED BACON'] },
  { expect: 'salmon', names: ['SALMON FILLET', 'ATL SALMON'], weighed: true },
  { expect: 'tuna', names: ['TUNA STEAK', 'TUNA FILLET'] },
  { expect: 'canned tuna', names: ['CHUNK LIGHT TUNA', 'TUNA IN WATER'] },
  { expect: 'ham', names: ['HAM SLICED', 'DELI HAM'] },
  { expect: 'orange juice', names: ['OJ 52 FL OZ', 'ORANGE JUICE', 'ORNG JUICE'] },
  { expect: 'ice cream', names: ['VANILLA ICE CREAM', 'ICE CRM VAN', 'CHOC ICE CREAM'] },
  { expect: 'tortilla chip', names: ['TORTILLA CHIPS', 'TORTILLA CHIPS REST STYLE'] },
  { expect: 'ramen noodle', names: ['RAMEN-BEEF12', 'BEEF FLAVOR RAMEN', 'RAMEN NOODLES'] },
  { expect: 'broccoli', names: ['BROCCOLI CROWNS', 'BROC', 'BROCCOLI'] },
  { expect: 'avocado', names: ['AVOCADOS', 'HASS AVOCADO', 'AVO LG'] },
  { expect: 'lime', names: ['LIMES', 'LIME'] },
  { expect: 'lemon', names: ['LEMONS', 'LMN'] },
  { expect: 'cucumber', names: ['CUCUMBER', 'CUKE', 'ENGLISH CUCUMBER'] },
  { expect: 'mozzarella', names: ['SHRD MOZZ', 'MOZZARELLA 8OZ'] },
  { expect: 'black bean', names: ['BLK BNS 15OZ', 'BLACK BEANS CAN'] },
  { expect: 'honey', names: ['HONEY 12OZ', 'CLOVER HONEY'] },
  { expect: 'oats', names: ['OLD FASHIONED OATS', 'ROLLED OATS 42OZ'] },
  { expect: 'beer', names: [['BEER 6PK', 6], 'LAGER BEER CAN'] },
  { expect: 'pork chop', names: ['PORK CHOPS BNLS', 'PRK CHPS'], weighed: true },
];

/** The same foods as Spanish, French, Italian and German tills print them. */
const FOREIGN_FOODS: readonly Product[] = [
  {
    expect: 'milk',
    names: ['LECHE ENTERA 1L', 'LAIT ENTIER 1L', 'LATTE INTERO 1L', 'VOLLMILCH 1L'],
  },
  {
    expect: 'egg',
    names: [
      ['HUEVOS L 12UDS', 12],
      ['OEUFS X6', 6],
      ['UOVA 6PZ', 6],
      ['EIER 10ST', 10],
    ],
  },
  { expect: 'butter', names: ['MANTEQUILLA 250G', 'BEURRE DOUX 250G', 'BURRO 250G'] },
  { expect: 'cheese', names: ['QUESO CURADO', 'FROMAGE RAPE', 'FORMAGGIO', 'KAESE SCHEIBEN'] },
  {
    expect: 'chicken breast',
    names: ['PECHUGA DE POLLO', 'FILET DE POULET', 'PETTO DI POLLO', 'HAEHNCHENBRUST'],
  },
  {
    expect: 'ground beef',
    names: ['CARNE PICADA', 'STEAK HACHE', 'CARNE MACINATA', 'HACKFLEISCH'],
  },
  { expect: 'rice', names: ['ARROZ REDONDO 1KG', 'RIZ LONG 1KG', 'RISO 1KG', 'REIS 1KG'] },
  { expect: 'tomato', names: ['TOMATES', 'POMODORI', 'TOMATEN'], weighed: true },
  { expect: 'onion', names: ['CEBOLLAS', 'OIGNONS JAUNES', 'CIPOLLE', 'ZWIEBELN'] },
  { expect: 'potato', names: ['PATATAS 2KG', 'POMMES DE TERRE 2KG', 'PATATE', 'KARTOFFELN 2KG'] },
  { expect: 'apple', names: ['MANZANAS', 'POMMES GOLDEN', 'MELE', 'AEPFEL'], weighed: true },
  { expect: 'sugar', names: ['AZUCAR 1KG', 'SUCRE 1KG', 'ZUCCHERO 1KG', 'ZUCKER 1KG'] },
  { expect: 'flour', names: ['HARINA 1KG', 'FARINE T55', 'FARINA 00', 'MEHL TYPE 405'] },
  { expect: 'olive oil', names: ['ACEITE DE OLIVA 1L', "HUILE D'OLIVE 1L", 'OLIO DI OLIVA 1L'] },
  { expect: 'yogurt', names: ['YOGUR NATURAL', 'YAOURT NATURE', 'JOGHURT NATUR'] },
  { expect: 'carrot', names: ['ZANAHORIAS', 'CAROTTES 1KG', 'CAROTE', 'KAROTTEN'] },
  { expect: 'salmon', names: ['SALMON FRESCO', 'SAUMON', 'SALMONE', 'LACHS'], weighed: true },
  { expect: 'bread', names: ['PAIN DE MIE', 'PANE', 'BROT'] },
];

/** Products made of a food but not that food: the reader should give nothing for them. */
const MADE_OF_FOOD: readonly Product[] = [
  {
    expect: null,
    names: [
      'MISTER POTATO CHIPS',
      'POTATO CHIPS BBQ',
      'HARD SALAMI',
      'CHOC ICE',
      'ALMOND ICE CREAM BAR',
      'PEANUT BUTTER CUPS',
      'CHICKEN NOODLE SOUP',
      'APPLE PIE',
      'BEEF JERKY',
      'LEMON SODA',
      'ORANGE MANGO DRINK',
      'CHEESE PUFFS',
      'GRANOLA BARS',
      'CHOC CHIP COOKIES',
      'STRAWBERRY GUMMIES',
    ],
  },
];

/** Goods that are not food, some with a food word in their name. */
const NOT_FOOD: readonly Product[] = [
  {
    expect: null,
    names: [
      'GARBAGE BAG 30CT',
      'TRASH BAGS 13GAL',
      'AA BATTERIES 8PK',
      'LAUNDRY DETERGENT',
      'DISH SOAP LEMON',
      'PAPER TOWELS 6RL',
      'ALUMINUM FOIL',
      'FRYING PAN 10IN',
      'RUNNING SHOES',
      'BALLPOINT PENS 10PK',
      'DUCT TAPE',
      'LIGHT BULBS 4PK',
      'DOG FOOD 15LB',
      'OVEN MITT',
      'TOOTHPASTE MINT',
      'SCENTED CANDLE VANILLA',
      'PLASTIC WRAP',
      'SPONGES 3PK',
      'COTTON SWABS',
      'LESSIVE 2L',
      'WASCHMITTEL',
      'PILAS AA',
    ],
  },
];

// ---- randomness --------------------------------------------------------------------------------

/** mulberry32: small, fast and the same on every machine for a seed. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Random = () => number;

const pick = <T>(random: Random, list: readonly T[]): T => {
  const value = list[Math.floor(random() * list.length)];
  if (value === undefined) throw new Error('pick from an empty list');
  return value;
};
const between = (random: Random, low: number, high: number) =>
  low + Math.floor(random() * (high - low + 1));

function shuffled<T>(random: Random, list: readonly T[]): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

// ---- layouts -----------------------------------------------------------------------------------

interface Locale {
  name: string;
  comma: boolean;
  shops: readonly string[];
  addresses: readonly string[];
  dates: readonly ((random: Random) => string)[];
  footer: (total: string, random: Random) => string[];
  weightUnit: 'lb' | 'kg';
}

const pad = (n: number) => String(n).padStart(2, '0');
const day = (random: Random) => between(random, 1, 28);
const month = (random: Random) => between(random, 1, 12);
const clock = (random: Random) => `${pad(between(random, 7, 21))}:${pad(between(random, 0, 59))}`;

const US: Locale = {
  name: 'us',
  comma: false,
  shops: ['FRESH MART #0421', 'VALLEY FOODS', 'SAVE RITE MARKET', 'GREEN GROCER CO', 'QUICK STOP'],
  addresses: ['123 MAIN ST', '4410 W OAK AVE', 'SPRINGFIELD, IL 62704', 'TEL (555) 201-3344'],
  dates: [
    (r) => `Date : ${pad(month(r))}/${pad(day(r))}/2025`,
    (r) => `${pad(month(r))}/${pad(day(r))}/25 ${clock(r)}`,
    (r) => `DATE: 2025-${pad(month(r))}-${pad(day(r))}  TIME: ${clock(r)}`,
    (r) => `MAR ${day(r)}, 2025 ${between(r, 1, 12)}:${pad(between(r, 0, 59))} PM`,
    (r) => `ST# 0${between(r, 100, 999)} OP# 00${between(r, 10, 99)} TE# 0${between(r, 1, 9)}`,
  ],
  footer: (total, r) => [
    `SUBTOTAL ${total}`,
    'TAX 0.00',
    `TOTAL ${total}`,
    `VISA ****${between(r, 1000, 9999)} ${total}`,
    'CHANGE DUE 0.00',
    `MEMBER POINTS EARNED ${between(r, 10, 300)}`,
    'YOU SAVED 1.20',
    'RETURNS WITHIN 30 DAYS WITH RECEIPT',
    'THANK YOU FOR SHOPPING',
  ],
  weightUnit: 'lb',
};

const UK: Locale = {
  ...US,
  name: 'uk',
  shops: ['CORNER STORES LTD', 'HIGH STREET FOOD HALL'],
  addresses: ['12 HIGH STREET', 'LEEDS LS1 4AB', 'VAT NO 123 4567 89'],
  dates: [(r) => `${pad(day(r))}/${pad(month(r))}/2025 ${clock(r)}`],
  footer: (total, r) => [
    `BALANCE DUE ${total}`,
    `CONTACTLESS ${total}`,
    `CLUBCARD POINTS ${between(r, 1, 99)}`,
    'VAT INCLUDED',
    'THANK YOU FOR SHOPPING WITH US',
  ],
  weightUnit: 'kg',
};

const EUROPE: readonly Locale[] = [
  {
    name: 'es',
    comma: true,
    shops: ['SUPERMERCADO LUNA S.L.', 'MERCADO DEL BARRIO'],
    addresses: ['CALLE MAYOR 3, 28013 MADRID', 'CIF B12345678', 'TEL 912 345 678'],
    dates: [(r) => `Fecha: ${pad(day(r))}/${pad(month(r))}/2025 Hora: ${clock(r)}`],
    footer: (total) => [
      `TOTAL A PAGAR ${total}`,
      `EFECTIVO ${total}`,
      'CAMBIO 0,00',
      'GRACIAS POR SU VISITA',
    ],
    weightUnit: 'kg',
  },
  {
    name: 'fr',
    comma: true,
    shops: ['MARCHE DU COIN', 'EPICERIE DES LILAS'],
    addresses: ['12 RUE DES LILAS', '75011 PARIS', 'SIRET 123 456 789 00012'],
    dates: [
      (r) =>
        `Le ${pad(day(r))}/${pad(month(r))}/2025 a ${pad(between(r, 7, 21))}h${pad(between(r, 0, 59))}`,
    ],
    footer: (total) => [
      `TOTAL TTC ${total}`,
      `CB ${total}`,
      'TVA 5,5% 0,52',
      'MERCI DE VOTRE VISITE',
    ],
    weightUnit: 'kg',
  },
  {
    name: 'it',
    comma: true,
    shops: ['ALIMENTARI ROSSI', 'SUPERMERCATO SOLE'],
    addresses: ['VIA ROMA 5, 20121 MILANO', 'P.IVA 01234567890'],
    dates: [(r) => `${pad(day(r))}-${pad(month(r))}-2025 ${clock(r)}`],
    footer: (total) => [
      `TOTALE EURO ${total}`,
      `CONTANTI ${total}`,
      'RESTO 0,00',
      'GRAZIE E ARRIVEDERCI',
    ],
    weightUnit: 'kg',
  },
  {
    name: 'de',
    comma: true,
    shops: ['FRISCHMARKT GMBH', 'LEBENSMITTEL MUELLER'],
    addresses: ['HAUPTSTR. 7', '10115 BERLIN', 'UST-IDNR DE123456789'],
    dates: [(r) => `Datum: ${pad(day(r))}.${pad(month(r))}.2025 Uhrzeit: ${clock(r)}`],
    footer: (total) => [
      `SUMME EUR ${total}`,
      `BAR ${total}`,
      'RUECKGELD 0,00',
      'MWST 7% 0,84',
      'DANKE FUER IHREN EINKAUF',
    ],
    weightUnit: 'kg',
  },
];

const money = (value: number, comma: boolean) => {
  const text = value.toFixed(2);
  return comma ? text.replace('.', ',') : text;
};

/** How a receipt prints counts: each layout has one or two of these. */
type CountStyle = 'none' | 'times' | 'at-below' | 'trailing-x' | 'qty-column' | 'numbered';

interface Printed {
  lines: string[];
  expected: ExpectedItem | null;
  price: number;
}

const weighedQuantity = (value: number, unit: 'lb' | 'kg'): Omit<ExpectedItem, 'name'> =>
  unit === 'kg' && value < 1
    ? { quantity: Math.round(value * 1000), unit: 'g' }
    : { quantity: Math.max(1, Math.round(value)), unit };

function weighedLines(name: string, locale: Locale, random: Random): [string[], number, number] {
  const weight = Number((0.3 + random() * 2.4).toFixed(locale.weightUnit === 'lb' ? 2 : 3));
  const unitPrice = 0.5 + random() * 4;
  const price = weight * unitPrice;
  const w = locale.comma ? String(weight).replace('.', ',') : String(weight);
  const unit = locale.weightUnit;
  const detail = locale.comma
    ? `${w} kg x ${money(unitPrice, true)} EUR/kg ${money(price, true)}`
    : `${w} ${unit.toUpperCase()} @ ${money(unitPrice, false)} /${unit.toUpperCase()} ${money(price, false)}`;
  const lines = random() < 0.5 ? [name, detail] : [`${name} ${detail}`];
  return [lines, weight, price];
}

function itemCode(random: Random): string {
  return String(between(random, 10_000_000, 99_999_999)) + String(between(random, 100, 999));
}

function printItem(
  product: Product,
  locale: Locale,
  style: CountStyle,
  lineNumber: number,
  random: Random,
): Printed {
  const chosen = pick(random, product.names);
  const [name, perPack] = typeof chosen === 'string' ? [chosen, 1] : chosen;
  const flag = pick(random, ['', ' F', ' N', ' T', ' A', ' B']);
  const code = random() < 0.3 ? `${itemCode(random)} ` : '';
  if (product.weighed) {
    const [lines, weight, price] = weighedLines(`${code}${name}`, locale, random);
    const expected = product.expect
      ? { name: product.expect, ...weighedQuantity(weight, locale.weightUnit) }
      : null;
    return {
      lines: lines.map((line, i) => (i === lines.length - 1 ? line + flag : line)),
      expected,
      price,
    };
  }
  const count = random() < 0.3 ? between(random, 2, 4) : 1;
  const unitPrice = 0.79 + Math.floor(random() * 900) / 100;
  const total = money(unitPrice * count, locale.comma);
  const each = money(unitPrice, locale.comma);
  const expected = product.expect
    ? { name: product.expect, quantity: count * perPack, unit: 'piece' }
    : null;
  const lines = (() => {
    switch (style) {
      case 'qty-column':
        return [`${count} ${code}${name} ${each} ${total}${flag}`];
      case 'numbered':
        return count > 1
          ? [`${lineNumber} ${code}${name}`, `${count} @ ${each} ${total}${flag}`]
          : [`${lineNumber} ${code}${name} ${total}${flag}`];
      case 'times':
        return count > 1
          ? [`${count} x ${name} ${total}${flag}`]
          : [`${code}${name} ${total}${flag}`];
      case 'trailing-x':
        return count > 1 ? [`${name} x${count} ${total}${flag}`] : [`${name} ${total}${flag}`];
      case 'at-below':
      case 'none':
        return count > 1
          ? [`${code}${name}`, `${count} @ ${each} ${total}${flag}`]
          : [`${code}${name} ${total}${flag}`];
    }
  })();
  return { lines, expected, price: unitPrice * count };
}

// ---- OCR-like noise ----------------------------------------------------------------------------

const CONFUSIONS: Readonly<Record<string, string>> = {
  O: '0',
  '0': 'O',
  l: '1',
  I: '1',
  '1': 'l',
  S: '5',
  B: '8',
  E: 'F',
};

/** Characters swapped as OCR swaps them, and now and then a space lost. */
function noisy(line: string, rate: number, random: Random): string {
  let out = '';
  for (const char of line) {
    const swap = CONFUSIONS[char];
    if (swap !== undefined && random() < rate) out += swap;
    else if (char === ' ' && random() < rate / 2) out += '';
    else out += char;
  }
  return out;
}

// ---- receipts ----------------------------------------------------------------------------------

function groceryReceipt(random: Random): GeneratedReceipt {
  const foreign = random() < 0.3;
  const locale = foreign ? pick(random, EUROPE) : pick(random, [US, US, US, UK]);
  const style = pick(random, [
    'none',
    'times',
    'at-below',
    'trailing-x',
    'qty-column',
    'numbered',
  ] as const);
  const foods = shuffled(random, foreign ? FOREIGN_FOODS : FOODS).slice(0, between(random, 4, 14));
  const extras: Product[] = [];
  const nonFood = NOT_FOOD[0];
  const madeOf = MADE_OF_FOOD[0];
  if (nonFood) for (let n = between(random, 0, 3); n > 0; n--) extras.push(nonFood);
  if (madeOf && !foreign) for (let n = between(random, 0, 2); n > 0; n--) extras.push(madeOf);
  const products = shuffled(random, [...foods, ...extras]);
  const lines = [pick(random, locale.shops), ...shuffled(random, locale.addresses).slice(0, 2)];
  lines.push(pick(random, locale.dates)(random));
  if (random() < 0.4)
    lines.push(
      `Cashier: ${pick(random, ['ANA', 'JOE', 'MARIE', 'LUCA'])} Lane ${between(random, 1, 9)}`,
    );
  const expected: ExpectedItem[] = [];
  let total = 0;
  products.forEach((product, i) => {
    const printed = printItem(product, locale, style, i + 1, random);
    lines.push(...printed.lines);
    if (printed.expected) expected.push(printed.expected);
    total += printed.price;
  });
  if (random() < 0.2) lines.push(`COUPON ${pick(random, ['MILK', 'CEREAL', 'COFFEE'])} -0.50`);
  lines.push(...locale.footer(money(total, locale.comma), random));
  const rate = pick(random, [0, 0.01, 0.03, 0.06]);
  return {
    kind: 'grocery',
    layout: `${locale.name}/${style}/noise${rate}`,
    text: lines.map((line) => noisy(line, rate, random)).join('\n'),
    expected: mergedExpected(expected),
  };
}

/** The reader merges one food bought twice; so does the expectation. */
function mergedExpected(items: readonly ExpectedItem[]): ExpectedItem[] {
  const byKey = new Map<string, ExpectedItem>();
  for (const item of items) {
    const key = `${item.name}|${item.unit}`;
    const seen = byKey.get(key);
    if (seen) seen.quantity += item.quantity;
    else byKey.set(key, { ...item });
  }
  return [...byKey.values()];
}

const DISHES = [
  'BUTTER NAN',
  'GARLIC NAAN',
  'CHICKEN TIKKA MASALA',
  'BEEF BURGER',
  'FRIES',
  'CAESAR SALAD',
  'SPAGHETTI CARBONARA',
  'MARGHERITA PIZZA',
  'LEMONADE',
  'GRILLED SALMON',
  'RICE',
  'MILK TEA',
  'TIRAMISU',
];

function restaurantBill(random: Random): GeneratedReceipt {
  const lines = [
    pick(random, ['TAJ PALACE RESTAURANT', 'LA TAVOLA', 'THE CORNER BISTRO', 'NOODLE HOUSE']),
    '88 HARBOR AVE',
    `Table ${between(random, 1, 30)}  Server: ${pick(random, ['ANNA', 'RAVI', 'TOM'])}`,
    `Covers: ${between(random, 1, 6)}`,
  ];
  for (const dish of shuffled(random, DISHES).slice(0, between(random, 2, 7))) {
    lines.push(`${between(random, 1, 3)} ${dish} ${money(5 + random() * 20, false)}`);
  }
  lines.push('SUBTOTAL 48.50', 'SERVICE CHARGE 10% 4.85', 'TOTAL 53.35', 'TIP ______', 'THANK YOU');
  // Some bills carry only one restaurant mark: keep the other lines, drop the table line.
  if (random() < 0.3) lines.splice(2, 2);
  return { kind: 'restaurant', layout: 'restaurant', text: lines.join('\n'), expected: [] };
}

const HARDWARE_GOODS = [
  'CEMENT 50KG',
  'PVC PIPE 20MM',
  'DRILL BIT HSS 3.5MM',
  'WOOD SCREWS 100PC',
  'PAINT BRUSH 2IN',
  'A4 PAPER 500 SHEETS',
  'BALLPOINT PEN BLUE',
  'STAPLER',
  'COTTON GLOVES',
  'EXTENSION CABLE 3M',
  'MEASURING TAPE',
  'SAFETY BOOTS',
];

function shopReceipt(random: Random): GeneratedReceipt {
  const lines = [
    pick(random, ['ACE HARDWARE TRADING', 'OFFICE SUPPLIES DEPOT', 'BUILDMART ENTERPRISE']),
    'LOT 12, JALAN INDUSTRI 3',
    `INVOICE NO: CS${between(random, 10000, 99999)}`,
    `DATE: ${pad(day(random))}/${pad(month(random))}/2025 TIME: ${clock(random)}`,
    'ITEM QTY PRICE AMOUNT',
  ];
  for (const good of shuffled(random, HARDWARE_GOODS).slice(0, between(random, 1, 6))) {
    lines.push(
      `${itemCode(random)} ${good} ${between(random, 1, 5)} ${money(1 + random() * 40, false)}`,
    );
  }
  lines.push('TOTAL 84.20', 'CASH 100.00', 'CHANGE 15.80', 'GOODS SOLD ARE NOT RETURNABLE');
  return { kind: 'shop', layout: 'shop', text: lines.join('\n'), expected: [] };
}

/** `count` receipts from `seed`: about 80 % grocery, 10 % restaurant, 10 % hardware and office. */
export function generateReceipts(seed: number, count: number): GeneratedReceipt[] {
  const random = seededRandom(seed);
  return Array.from({ length: count }, () => {
    const roll = random();
    if (roll < 0.1) return restaurantBill(random);
    if (roll < 0.2) return shopReceipt(random);
    return groceryReceipt(random);
  });
}
