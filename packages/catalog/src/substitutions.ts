/**
 * The built-in ingredient swap reference (spec §3) and the swap tool's search over it (§2).
 *
 * Tags say what a swap does for a diet compared with the original, so a tab lists the swaps
 * that make a dish fit it: butter → coconut oil is dairy-free, but sugar → honey is not
 * tagged dairy-free although honey is. "nut" warns that the substitute contains nuts,
 * "natural" marks an unrefined sweetener or whole food, "pantry-staple" a substitute most
 * kitchens already have.
 */
import { SUBSTITUTION_QUICK_SELECT_COUNT } from '@mise/domain/constants';
import { substitutionSchema, type Substitution } from '@mise/domain/entities/substitution';
import type { SubstitutionTabFilter } from '@mise/domain/options';

const ENTRIES: readonly Substitution[] = [
  {
    original: 'Butter',
    substitute: 'Coconut oil',
    ratio: '1:1',
    notes:
      'Use it solid where butter is creamed or rubbed in, melted where butter is melted. Refined coconut oil tastes of nothing; virgin oil tastes of coconut.',
    tags: ['vegan', 'dairy-free'],
  },
  {
    original: 'Butter',
    substitute: 'Olive oil',
    ratio: '3/4 cup per cup',
    notes:
      'Best for sautéing, roasting, muffins and quick breads. Liquid oil cannot be creamed, so keep butter for flaky pastry and crisp cookies.',
    tags: ['vegan', 'dairy-free', 'pantry-staple'],
  },
  {
    original: 'Milk',
    substitute: 'Almond milk',
    ratio: '1:1',
    notes:
      'Choose unsweetened and unflavoured for savoury dishes. Thinner and lower in protein than milk, so bakes brown a little less.',
    tags: ['vegan', 'dairy-free', 'nut', 'low-carb'],
  },
  {
    original: 'Milk',
    substitute: 'Oat milk',
    ratio: '1:1',
    notes:
      'Creamy and mildly sweet; the closest plant milk for sauces, custards and coffee. Only certified oat milk is gluten-free.',
    tags: ['vegan', 'dairy-free'],
  },
  {
    original: 'Egg',
    substitute: 'Flax egg',
    ratio: '1 tbsp ground flaxseed + 3 tbsp water per egg',
    notes:
      'Stir and leave 5 minutes to thicken. Binds muffins, cookies and pancakes; cannot replace eggs that give a cake its rise, so use it for up to two eggs.',
    tags: ['vegan', 'egg-free'],
  },
  {
    original: 'Egg',
    substitute: 'Chia egg',
    ratio: '1 tbsp chia seeds + 3 tbsp water per egg',
    notes:
      'Leave 10 minutes to gel. Grind the seeds first if you do not want dark specks in pale bakes.',
    tags: ['vegan', 'egg-free'],
  },
  {
    original: 'Egg',
    substitute: 'Applesauce',
    ratio: '1/4 cup unsweetened applesauce per egg',
    notes:
      'Adds moisture to cakes, brownies and muffins but no lift; add 1/2 tsp baking powder per egg replaced for a lighter crumb.',
    tags: ['vegan', 'egg-free', 'pantry-staple'],
  },
  {
    original: 'Egg',
    substitute: 'Banana',
    ratio: '1/4 cup mashed ripe banana (about half a banana) per egg',
    notes:
      'Binds and sweetens, and the banana flavour shows: good in pancakes, muffins and banana bread, less so in vanilla cakes.',
    tags: ['vegan', 'egg-free', 'natural'],
  },
  {
    original: 'Flour',
    substitute: 'Almond flour',
    ratio: '1:1 by volume, plus an extra egg to bind',
    notes:
      'Without gluten it will not rise like wheat: suits cookies, dense cakes and breading, not yeast bread. Browns fast, so bake 15 °C (25 °F) cooler.',
    tags: ['nut', 'gluten-free', 'low-carb'],
  },
  {
    original: 'Flour',
    substitute: 'Coconut flour',
    ratio: '1/4 cup per cup',
    notes:
      'Soaks up liquid like a sponge: for every 1/4 cup used add one more egg and a splash more liquid, then let the batter rest 5 minutes.',
    tags: ['gluten-free', 'low-carb'],
  },
  {
    original: 'Flour',
    substitute: 'Oat flour',
    ratio: '1 1/3 cups per cup (1:1 by weight)',
    notes:
      'Blitz rolled oats until fine to make your own. Tender in pancakes, muffins and cookies; use certified gluten-free oats for coeliac guests.',
    tags: ['gluten-free', 'pantry-staple'],
  },
  {
    original: 'Sugar',
    substitute: 'Honey',
    ratio: '3/4 cup per cup',
    notes:
      'Cut the other liquids by 1/4 cup per cup of honey and bake 15 °C (25 °F) cooler, as honey browns quickly. Not vegan.',
    tags: ['natural'],
  },
  {
    original: 'Sugar',
    substitute: 'Maple syrup',
    ratio: '3/4 cup per cup',
    notes:
      'Cut the other liquids by 3 tbsp per cup of syrup. Use pure maple syrup, not pancake syrup; its flavour suits oats, nuts and spice.',
    tags: ['natural'],
  },
  {
    original: 'Sugar',
    substitute: 'Coconut sugar',
    ratio: '1:1',
    notes:
      'Swaps straight in for white or brown sugar. Tastes of caramel and makes bakes darker and slightly drier.',
    tags: ['natural'],
  },
  {
    original: 'Chicken',
    substitute: 'Tofu',
    ratio: '1:1 by weight (extra-firm, pressed)',
    notes:
      'Press for 20 minutes, then cube or tear and marinate. Fry or roast until golden before adding sauce; it needs heating, not cooking through.',
    tags: ['vegan', 'vegetarian'],
  },
  {
    original: 'Ground beef',
    substitute: 'Lentils',
    ratio: '2 1/2 cups cooked lentils per pound (450 g)',
    notes:
      'Brown or green lentils hold their shape in bolognese, tacos, chili and shepherd’s pie. Add umami with tomato paste or soy sauce.',
    tags: ['vegan', 'vegetarian', 'pantry-staple'],
  },
  {
    original: 'Heavy cream',
    substitute: 'Coconut cream',
    ratio: '1:1',
    notes:
      'Use full-fat canned coconut cream. It whips when chilled overnight and tastes of coconut, which suits curries, soups and desserts.',
    tags: ['vegan', 'dairy-free'],
  },
  {
    original: 'Sour cream',
    substitute: 'Cashew cream',
    ratio: '1:1',
    notes:
      'Soak 1 cup raw cashews for 4 hours (or simmer 10 minutes), then blend with 1/2 cup water, 1 tbsp lemon juice and a pinch of salt.',
    tags: ['vegan', 'dairy-free', 'nut'],
  },
  {
    original: 'Buttermilk',
    substitute: 'Milk with lemon juice',
    ratio: '1 tbsp lemon juice (or white vinegar) topped up with milk to 1 cup',
    notes:
      'Let it stand 5 to 10 minutes until it curdles slightly. Works wherever buttermilk reacts with baking soda: pancakes, scones, soda bread.',
    tags: ['pantry-staple'],
  },
  {
    original: 'Pasta',
    substitute: 'Zucchini noodles',
    ratio: '1 medium zucchini per 2 oz (55 g) dry pasta',
    notes:
      'Toss in a hot pan for 1 to 2 minutes only, or salt and drain them first; overcooked, they turn watery and thin the sauce.',
    tags: ['gluten-free', 'low-carb'],
  },
  {
    original: 'Rice',
    substitute: 'Cauliflower rice',
    ratio: '1:1 by cooked volume',
    notes:
      'Pulse florets in a food processor to rice-sized bits and stir-fry for about 5 minutes. Do not boil it: it goes mushy.',
    tags: ['low-carb'],
  },
  {
    original: 'Soy sauce',
    substitute: 'Tamari',
    ratio: '1:1',
    notes:
      'Brewed with little or no wheat; check the label says gluten-free. Slightly richer and less salty than soy sauce.',
    tags: ['gluten-free'],
  },
];

const byOriginalThenSubstitute = (a: Substitution, b: Substitution) =>
  a.original.localeCompare(b.original, 'en') || a.substitute.localeCompare(b.substitute, 'en');

/** The 22 swaps, originals in alphabetical order, then substitutes: the order the tool lists. */
export const SUBSTITUTIONS: readonly Substitution[] = ENTRIES.map((entry) =>
  substitutionSchema.parse(entry),
).sort(byOriginalThenSubstitute);

const QUICK_SELECT = [...new Set(SUBSTITUTIONS.map((entry) => entry.original))]
  .sort((a, b) => a.localeCompare(b, 'en'))
  .slice(0, SUBSTITUTION_QUICK_SELECT_COUNT);

/** The swap tool's quick-select chips: the first eight distinct originals, alphabetically. */
export function quickSelectIngredients(): readonly string[] {
  return QUICK_SELECT;
}

export interface SubstitutionFilter {
  search?: string;
  tab?: SubstitutionTabFilter;
}

/**
 * The swaps whose original or substitute contains the search text (any case, spaces around
 * ignored) and that carry the tab's tag. A final "s" is ignored so that "eggs" finds "Egg".
 */
export function filterSubstitutions({
  search = '',
  tab = 'all',
}: SubstitutionFilter = {}): Substitution[] {
  const query = singular(search.trim().replace(/\s+/g, ' ').toLowerCase());
  return SUBSTITUTIONS.filter(
    (entry) =>
      (tab === 'all' || entry.tags.includes(tab)) &&
      (entry.original.toLowerCase().includes(query) ||
        entry.substitute.toLowerCase().includes(query)),
  );
}

// Short queries keep their "s": "s" alone would become a blank search matching everything.
function singular(query: string): string {
  return query.length > 3 && query.endsWith('s') ? query.slice(0, -1) : query;
}
