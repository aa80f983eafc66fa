/**
 * Deterministic flat illustrations for recipes: a plate or bowl on a cuisine-coloured table,
 * its food drawn from the main ingredients. Shapes only (no text, fonts or linked images), so a
 * picture needs no network and is small enough to travel inline as a data URI. Variation comes
 * from a PRNG seeded with the recipe id: the same recipe always gets the same picture.
 */
import { type Random, seededRandom } from '@mise/domain/seeded-random';

/** What the illustration is drawn from; a `Recipe` or a seed recipe fits. */
export interface RecipeArtSubject {
  readonly id: string;
  readonly name: string;
  readonly cuisine?: string | undefined;
  readonly ingredients: readonly { readonly name: string }[];
  readonly dietaryTags?: readonly string[] | undefined;
}

/**
 * What a card's drawn picture is made from. A community summary carries no ingredients, so its
 * name and description stand in for them: "Lemon pasta" still gets its strands of pasta.
 */
export function artSubjectOf(recipe: {
  readonly id: string;
  readonly name: string;
  readonly description?: string | undefined;
  readonly cuisine?: string | undefined;
  readonly ingredients?: readonly { readonly name: string }[] | undefined;
}): RecipeArtSubject {
  return {
    id: recipe.id,
    name: recipe.name,
    cuisine: recipe.cuisine,
    ingredients: recipe.ingredients ?? [{ name: recipe.name }, { name: recipe.description ?? '' }],
  };
}

type Shape = 'strand' | 'grain' | 'leaf' | 'slice' | 'chunk' | 'dot' | 'curl' | 'egg' | 'round';

interface Look {
  readonly color: string;
  readonly shape: Shape;
}

// First match wins, so the specific names ("sweet potato", "red onion") come before the
// general ones ("potato", "onion").
const LOOKS: readonly (readonly [RegExp, Look])[] = [
  [
    /\b(spaghetti|linguine|fettuccine|pappardelle|noodles?|pasta|penne|macaroni|ditalini|vermicelli)\b/,
    { color: '#efc25a', shape: 'strand' },
  ],
  [/\begg\b/, { color: '#fffaf0', shape: 'egg' }],
  [/\b(rice|quinoa|couscous|oats|polenta)\b/, { color: '#f3ecd9', shape: 'grain' }],
  [/\b(shrimp|prawn|lobster)/, { color: '#f29a76', shape: 'curl' }],
  [
    /\b(red onion|eggplant|blueberr|blackberr|red cabbage|grapes?(?! lea))/,
    { color: '#6c4c93', shape: 'dot' },
  ],
  [
    /\b(tomato|strawberr|raspberr|red bell pepper|chipotle|red chili|radish|pomegranate)/,
    { color: '#d8443a', shape: 'slice' },
  ],
  [
    /\b(salmon|carrot|sweet potato|squash|pumpkin|mango|peach|orange|red lentil)/,
    { color: '#ee8a3a', shape: 'chunk' },
  ],
  [
    /\b(beef|steak|brisket|lamb|chorizo|sausage|bacon|pancetta)/,
    { color: '#7a4a32', shape: 'chunk' },
  ],
  [/\b(chicken|pork|turkey|mushroom|shiitake)/, { color: '#c48650', shape: 'chunk' }],
  [/\b(chocolate|cocoa|espresso|coffee)/, { color: '#5a3825', shape: 'dot' }],
  [/\b(black bean|olive|nori|mussel|black sesame)/, { color: '#34303a', shape: 'dot' }],
  [
    /\b(spinach|kale|basil|cilantro|parsley|mint|lettuce|romaine|arugula|dill|sage|bok choy|cabbage|grape lea)/,
    { color: '#4f9a46', shape: 'leaf' },
  ],
  [
    /\b(zucchini|cucumber|lime|avocado|broccoli|peas?|green beans?|edamame|asparagus|jalapeno|green bell pepper|tomatillo|celery|scallion|capers?)\b/,
    { color: '#8cbc52', shape: 'slice' },
  ],
  [
    /\b(lemon|corn|banana|pineapple|cheddar|monterey jack|yellow bell pepper)\b/,
    { color: '#f2cf48', shape: 'slice' },
  ],
  [
    /\b(bread|baguette|tortilla|tostada|pita|bun|ladyfinger|phyllo|apple)/,
    { color: '#d49a57', shape: 'chunk' },
  ],
  [
    /\b(walnut|almond|pecan|peanut|pine nut|pistachio|lentil|bean)/,
    { color: '#b07a4a', shape: 'dot' },
  ],
  [/\bchickpea/, { color: '#dcb47c', shape: 'dot' }],
  [
    /\b(tofu|potato|cauliflower|feta|mozzarella|ricotta|parmesan|queso|cotija|mascarpone|yogurt|coconut|cod|fish|scallop|squid|clam|tuna|onion|fennel)/,
    { color: '#f4ecd8', shape: 'chunk' },
  ],
];

// Seasoning, fat and baking basics: present in most recipes, rarely what a dish looks like.
const STAPLES =
  /\b(salt|black pepper|oil|water|sugar|flour|baking|yeast|vanilla|extract|cumin|paprika|turmeric|cinnamon|nutmeg|oregano|thyme|coriander|cayenne|powder|bay leaf|flakes|saffron|garlic|ginger|vinegar|sauce|broth|stock|wine|butter|honey|syrup|mirin|paste|mustard|mayonnaise|ketchup|cornstarch|breadcrumbs|milk|cream|clam juice|seeds?)\b/;

// Eggs hide in batters and sauces; they are drawn only when the name promises one on top.
const EGG_DISHES = /\b(eggs?|huevos|shakshuka)\b/i;
const BOWL_DISHES =
  /\b(bowl|soup|stew|chili|curry|dal|ramen|chowder|bisque|oatmeal|pudding|mousse|brûlée|risotto|minestrone|tiramisu|crisp|nice cream|guacamole|hummus)\b/i;
const BAKED_DISHES =
  /\b(pizza|cake|cookies?|pancakes?|rolls|shortcakes?|focaccia|toast|bruschetta|enchiladas|spanakopita|moussaka|quesadillas?|burgers?|patties|gnocchi|dumplings|brûlée)\b/i;

const OMELETTE_DISHES = /\b(frittata|omelet(te)?)\b/i;

const BAKED_LOOK: Look = { color: '#dca15d', shape: 'round' };
const OMELETTE_LOOK: Look = { color: '#f2d27a', shape: 'chunk' };
const FALLBACK_LOOK: Look = { color: '#e2b46f', shape: 'chunk' };

interface Table {
  readonly cloth: string;
  readonly pattern: string;
  readonly dishes: readonly (readonly [rim: string, well: string])[];
  readonly accessory: string;
}

const FORK =
  "<g fill='#b9bfc7'><rect x='368' y='98' width='9' height='150' rx='4'/><path d='M360 44h25v42q0 14-12.5 14T360 86z'/></g><path d='M367 44v30M373 44v30M379 44v30' stroke='#8f969f' stroke-width='2'/>";
const CHOPSTICKS =
  "<path d='M344 36l32 230M360 32l28 232' stroke='#8b5a2b' stroke-width='7' stroke-linecap='round'/>";
const SPOON =
  "<g fill='#b9bfc7'><ellipse cx='372' cy='66' rx='16' ry='24'/><rect x='368' y='86' width='8' height='150' rx='4'/></g>";
const wedge = (peel: string, flesh: string) =>
  `<path d='M24 262a42 42 0 0 1 84 0z' fill='${peel}'/><path d='M32 262a34 34 0 0 1 68 0z' fill='${flesh}'/><path d='M66 262l-22-22M66 262v-30M66 262l22-22' stroke='${peel}' stroke-width='2'/>`;

const TABLES: Readonly<Record<string, Table>> = {
  italian: {
    cloth: '#f6ecdc',
    pattern:
      "<rect width='20' height='40' fill='#c8453b' opacity='.2'/><rect width='40' height='20' fill='#c8453b' opacity='.2'/>",
    dishes: [
      ['#fdfbf6', '#f0ebdf'],
      ['#f7f3ea', '#e6dfcf'],
    ],
    accessory: FORK,
  },
  asian: {
    cloth: '#e6d4a6',
    pattern: "<rect y='36' width='40' height='4' fill='#c4a76b'/>",
    dishes: [
      ['#2f4d6e', '#3f6288'],
      ['#f4eee3', '#e2d7c4'],
    ],
    accessory: CHOPSTICKS,
  },
  mexican: {
    cloth: '#f5e0bd',
    pattern:
      "<rect width='8' height='40' fill='#e0525a' opacity='.5'/><rect x='8' width='4' height='40' fill='#2a9d8f' opacity='.5'/><rect x='12' width='4' height='40' fill='#f4b942' opacity='.5'/>",
    dishes: [
      ['#c8683e', '#b75b34'],
      ['#2f8f8a', '#287d78'],
    ],
    accessory: wedge('#6fa83a', '#cfe59a'),
  },
  mediterranean: {
    cloth: '#f2f6fa',
    pattern: "<path d='M20 4l16 16-16 16L4 20z' fill='#2f6db5' opacity='.16'/>",
    dishes: [
      ['#ffffff', '#e6eef7'],
      ['#f3efe6', '#e5ddcc'],
    ],
    accessory: wedge('#e8c12c', '#fbeb9a'),
  },
  american: {
    cloth: '#c8925d',
    pattern: "<rect y='37' width='40' height='3' fill='#a87245'/>",
    dishes: [
      ['#ffffff', '#eceff2'],
      ['#f6f1e6', '#e8e0cf'],
    ],
    accessory: FORK,
  },
  seafood: {
    cloth: '#cfe8ee',
    pattern: "<path d='M0 20q10-8 20 0t20 0' stroke='#a3cfdb' stroke-width='3' fill='none'/>",
    dishes: [
      ['#f7fbfc', '#dcecf1'],
      ['#ffffff', '#e9eef0'],
    ],
    accessory: wedge('#e8c12c', '#fbeb9a'),
  },
  dessert: {
    cloth: '#fbe4ea',
    pattern:
      "<circle cx='10' cy='10' r='4' fill='#f5b5c6'/><circle cx='30' cy='30' r='4' fill='#f5b5c6'/>",
    dishes: [
      ['#fffaf0', '#f5e8d6'],
      ['#ffffff', '#f6dfe6'],
    ],
    accessory: SPOON,
  },
};

const DEFAULT_TABLE: Table = {
  cloth: '#ece6da',
  pattern: "<rect y='38' width='40' height='2' fill='#d9d0bf'/>",
  dishes: [['#ffffff', '#eeeae2']],
  accessory: FORK,
};

/** The SVG markup of a recipe's illustration (viewBox 0 0 400 300, well under 4 KB). */
export function recipeArtSvg(recipe: RecipeArtSubject): string {
  const seed = hashText(recipe.id);
  const random = seededRandom(seed);
  const table = TABLES[(recipe.cuisine ?? '').toLowerCase()] ?? DEFAULT_TABLE;
  const looks = mainLooks(recipe);
  const [rim, well] = pick(random, table.dishes);
  const centerX = 200 + round(spread(random, 8));
  const centerY = 158 + round(spread(random, 5));
  const inBowl = BOWL_DISHES.test(recipe.name);
  // A plate's food sits on its well; a bowl's fills the flattened ellipse of its opening.
  const food: Area = inBowl
    ? { x: centerX, y: centerY - 36, rx: 106, ry: 36 }
    : { x: centerX, y: centerY, rx: 88, ry: 60 };
  const [base, toppings] = baseAndToppings(recipe.name, looks);
  // Ids are per recipe so that several illustrations inlined in one page never collide.
  const patternId = `t${seed.toString(36)}`;
  return [
    "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 400 300'>",
    `<defs><pattern id='${patternId}' width='40' height='40' patternUnits='userSpaceOnUse'>${table.pattern}</pattern></defs>`,
    `<rect width='400' height='300' fill='${table.cloth}'/><rect width='400' height='300' fill='url(#${patternId})'/>`,
    table.accessory,
    inBowl ? bowl(centerX, centerY, rim, well) : plate(centerX, centerY, rim, well),
    foodBed(food, base, inBowl),
    baseTexture(food, base, random),
    ...toppings.map((look) => scatter(food, look, pieceCount(look, random), random)),
    garnish(food, recipe, random),
    '</svg>',
  ].join('');
}

/** The illustration as a `data:` URI for `imageUrl`: percent-encoded text, smaller than base64. */
export function recipeArtDataUri(recipe: RecipeArtSubject): string {
  return `data:image/svg+xml,${encodeSvg(recipeArtSvg(recipe))}`;
}

function encodeSvg(svg: string): string {
  // Keep what a URI allows raw (our markup quotes with ', which it allows) and escape the rest.
  return svg.replace(/[^A-Za-z0-9\-._~!$&'()*+,;=:@/?]/g, (char) => encodeURIComponent(char));
}

/** What the food bed is made of, and what is scattered on top of it. */
function baseAndToppings(name: string, looks: readonly Look[]): [Look, Look[]] {
  if (BAKED_DISHES.test(name)) return [BAKED_LOOK, [...looks]];
  const withoutEggs = looks.filter((look) => look.shape !== 'egg');
  if (OMELETTE_DISHES.test(name)) return [OMELETTE_LOOK, withoutEggs];
  // A fried egg makes a poor bed: eggs always go on top.
  const base = withoutEggs[0] ?? FALLBACK_LOOK;
  return [base, looks.filter((look) => look !== base)];
}

function mainLooks(recipe: RecipeArtSubject): Look[] {
  const showEgg = EGG_DISHES.test(recipe.name);
  const looks: Look[] = [];
  for (const { name } of recipe.ingredients) {
    const ingredient = name.toLowerCase();
    if (STAPLES.test(ingredient)) continue;
    const look = LOOKS.find(([pattern]) => pattern.test(ingredient))?.[1];
    if (!look || looks.includes(look) || (look.shape === 'egg' && !showEgg)) continue;
    looks.push(look);
    if (looks.length === 4) break;
  }
  return looks;
}

interface Area {
  readonly x: number;
  readonly y: number;
  readonly rx: number;
  readonly ry: number;
}

function plate(x: number, y: number, rim: string, well: string): string {
  return (
    `<ellipse cx='${x}' cy='${y + 10}' rx='142' ry='100' fill='#000' opacity='.13'/>` +
    `<ellipse cx='${x}' cy='${y}' rx='140' ry='98' fill='${rim}'/>` +
    `<ellipse cx='${x}' cy='${y}' rx='104' ry='72' fill='${well}'/>`
  );
}

function bowl(x: number, y: number, rim: string, well: string): string {
  const top = y - 36;
  return (
    `<ellipse cx='${x}' cy='${y + 76}' rx='92' ry='16' fill='#000' opacity='.15'/>` +
    `<path d='M${x - 126} ${top}a126 108 0 0 0 252 0z' fill='${rim}'/>` +
    `<ellipse cx='${x}' cy='${top}' rx='126' ry='44' fill='${well}'/>`
  );
}

function foodBed(area: Area, look: Look, inBowl: boolean): string {
  if (look.shape === 'round' && !inBowl) {
    // Baked things sit as a small stack of rounds rather than a flat mound.
    return [-34, 34, 0]
      .map(
        (dx, index) =>
          `<circle cx='${area.x + dx}' cy='${area.y + (index === 2 ? 14 : -8)}' r='44' fill='${look.color}' stroke='${shade(look.color, 0.8)}' stroke-width='3'/>`,
      )
      .join('');
  }
  return `<ellipse cx='${area.x}' cy='${area.y}' rx='${area.rx}' ry='${area.ry}' fill='${look.color}'/>`;
}

function baseTexture(area: Area, look: Look, random: Random): string {
  const dark = shade(look.color, 0.82);
  if (look.shape === 'strand') {
    const strands = Array.from({ length: 7 }, () => {
      const [x, y] = pointIn(area, random, 0.7);
      return `<path d='M${x - 30} ${y}q15-${round(6 + random() * 8)} 30 0t30 0'/>`;
    });
    return `<g fill='none' stroke='${dark}' stroke-width='4' stroke-linecap='round'>${strands.join('')}</g>`;
  }
  if (look.shape === 'round') return '';
  const count = look.shape === 'grain' ? 16 : 6;
  const marks = Array.from({ length: count }, () => {
    const [x, y] = pointIn(area, random, 0.85);
    return look.shape === 'grain'
      ? `<ellipse cx='${x}' cy='${y}' rx='4' ry='2'/>`
      : `<circle cx='${x}' cy='${y}' r='${round(3 + random() * 4)}'/>`;
  });
  return `<g fill='${dark}' opacity='.5'>${marks.join('')}</g>`;
}

function pieceCount(look: Look, random: Random): number {
  // Eggs are big: two fill a plate.
  return look.shape === 'egg' ? 2 : 3 + Math.floor(random() * 3);
}

function scatter(area: Area, look: Look, count: number, random: Random): string {
  const pieces = Array.from({ length: count }, () => {
    const [x, y] = pointIn(area, random, 0.75);
    return piece(look, x, y, round(9 + random() * 7), round(random() * 180));
  });
  const paint =
    look.shape === 'strand' || look.shape === 'curl'
      ? `fill='none' stroke='${look.color}' stroke-width='${look.shape === 'curl' ? 7 : 4}' stroke-linecap='round'`
      : `fill='${look.color}'`;
  return `<g ${paint}>${pieces.join('')}</g>`;
}

function piece(look: Look, x: number, y: number, size: number, angle: number): string {
  const turn = `transform='rotate(${angle} ${x} ${y})'`;
  switch (look.shape) {
    case 'leaf':
      return `<ellipse cx='${x}' cy='${y}' rx='${size}' ry='${round(size * 0.45)}' ${turn}/>`;
    case 'slice':
      return `<circle cx='${x}' cy='${y}' r='${size}'/><circle cx='${x}' cy='${y}' r='${round(size * 0.6)}' fill='${shade(look.color, 1.25)}'/>`;
    case 'chunk':
    case 'round':
      return `<rect x='${x - size}' y='${y - round(size * 0.7)}' width='${size * 2}' height='${round(size * 1.4)}' rx='4' ${turn}/>`;
    case 'curl':
      return `<path d='M${x - size} ${y}a${size} ${size} 0 1 1 ${size} ${size}' ${turn}/>`;
    case 'strand':
      return `<path d='M${x - size * 2} ${y}q${size} -${size} ${size * 2} 0t${size * 2} 0'/>`;
    case 'egg':
      return `<ellipse cx='${x}' cy='${y}' rx='${round(size * 1.7)}' ry='${round(size * 1.3)}'/><circle cx='${x}' cy='${y}' r='${round(size * 0.6)}' fill='#f5b331'/>`;
    case 'grain':
    case 'dot':
      return `<circle cx='${x}' cy='${y}' r='${round(size * 0.5)}'/>`;
  }
}

function garnish(area: Area, recipe: RecipeArtSubject, random: Random): string {
  const [x, y] = pointIn(area, random, 0.3);
  const tags = recipe.dietaryTags ?? [];
  const herbal =
    tags.includes('vegan') ||
    tags.includes('vegetarian') ||
    recipe.ingredients.some(({ name }) =>
      /\b(basil|cilantro|parsley|mint|dill|scallion)\b/i.test(name),
    );
  if (herbal) {
    // A three-leaf sprig: a green note that plant-based dishes always carry.
    const leaves = [-40, 20, 80].map(
      (angle) =>
        `<ellipse cx='${x + 9}' cy='${y}' rx='10' ry='4.5' transform='rotate(${angle - 20} ${x} ${y})'/>`,
    );
    return `<g fill='#3f8a3a'>${leaves.join('')}</g>`;
  }
  // Otherwise a dusting: powdered sugar on desserts, cracked pepper on savoury food.
  const dust = (recipe.cuisine ?? '').toLowerCase() === 'dessert' ? '#fffdf8' : '#2b2623';
  const specks = Array.from({ length: 8 }, () => {
    const [px, py] = pointIn(area, random, 0.8);
    return `<circle cx='${px}' cy='${py}' r='1.6'/>`;
  });
  return `<g fill='${dust}'>${specks.join('')}</g>`;
}

/** FNV-1a, 32 bits. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return hash >>> 0;
}

function pick<T>(random: Random, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)] ?? items[0];
  if (item === undefined) throw new Error('pick needs at least one item');
  return item;
}

function spread(random: Random, amount: number): number {
  return (random() * 2 - 1) * amount;
}

/** A point inside the inner `fraction` of an ellipse, uniform over its area. */
function pointIn(area: Area, random: Random, fraction: number): [number, number] {
  const angle = random() * Math.PI * 2;
  const distance = Math.sqrt(random()) * fraction;
  return [
    round(area.x + Math.cos(angle) * area.rx * distance),
    round(area.y + Math.sin(angle) * area.ry * distance),
  ];
}

// Whole pixels keep the markup short and make the output independent of float printing.
function round(value: number): number {
  return Math.round(value);
}

/** A hex colour scaled toward black (< 1) or white (> 1). */
function shade(hex: string, factor: number): string {
  const channels = [1, 3, 5].map((start) => {
    const value = parseInt(hex.slice(start, start + 2), 16);
    const scaled = factor < 1 ? value * factor : value + (255 - value) * (factor - 1);
    return Math.min(255, Math.round(scaled)).toString(16).padStart(2, '0');
  });
  return `#${channels.join('')}`;
}
