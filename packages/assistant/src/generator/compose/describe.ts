/**
 * A dish's name, description and explanation. The name follows its family's pattern with the
 * picked mains ("Ginger-Garlic Chicken with Broccoli"); the description says what the technique
 * does, what the flavour base is and which mains pair; `why` says the same as data.
 */
import { pairingFamily, pairs } from '../knowledge/pairings';
import type { MainRole } from '../knowledge/types';
import type { Line } from './lines';
import type { DishPlan, MainPick } from './plan';
import { capitalised, listed, titleCase, unique } from './words';

/** How a main reads in a dish's name, where that differs from its own name. */
const TITLE_NAMES: Readonly<Record<string, string>> = {
  'chicken breast': 'Chicken',
  'chicken thigh': 'Chicken',
  'chicken drumstick': 'Chicken',
  'rotisserie chicken': 'Chicken',
  'ground chicken': 'Chicken',
  'ground beef': 'Beef',
  'ground pork': 'Pork',
  'ground turkey': 'Turkey',
  'ground lamb': 'Lamb',
  'pork tenderloin': 'Pork',
  'italian sausage': 'Sausage',
  'white fish': 'Fish',
  'canned tuna': 'Tuna',
  'cherry tomato': 'Tomato',
  'roma tomato': 'Tomato',
  'canned tomato': 'Tomato',
  'sun dried tomato': 'Sun-Dried Tomato',
  'portobello mushroom': 'Portobello',
  'shiitake mushroom': 'Shiitake',
  'bell pepper': 'Pepper',
  jalapeno: 'Jalapeño',
  'lima bean': 'Butter Bean',
  'mixed vegetables': 'Vegetable',
  'salad greens': 'Green',
  'zucchini@noodles': 'Zucchini Noodles',
  'cauliflower@rice': 'Cauliflower Rice',
  'lettuce@cups': 'Lettuce Cups',
  'romaine@cups': 'Lettuce Cups',
  'potato@starch': 'Potatoes',
  'sweet potato@starch': 'Sweet Potatoes',
};

/** How several of one read in a name: "with Peppers & Mushrooms". */
const TITLE_PLURALS: Readonly<Record<string, string>> = {
  'bell pepper': 'Peppers',
  tomato: 'Tomatoes',
  'cherry tomato': 'Tomatoes',
  'roma tomato': 'Tomatoes',
  'canned tomato': 'Tomatoes',
  'chili pepper': 'Chilies',
  jalapeno: 'Jalapeños',
  'lima bean': 'Butter Beans',
  'sun dried tomato': 'Sun-Dried Tomatoes',
  'portobello mushroom': 'Portobello Mushrooms',
  'shiitake mushroom': 'Shiitake Mushrooms',
  corn: 'Corn',
};
const COUNTABLE_ROLES = new Set<MainRole>(['veg', 'legume', 'side', 'fruit']);

export const titleOf = (pick: MainPick) =>
  TITLE_NAMES[pick.key] ?? TITLE_NAMES[pick.stock.entry.name] ?? titleCase(pick.stock.entry.name);

function pluralTitleOf(pick: MainPick): string {
  const name = pick.stock.entry.name;
  const plural = TITLE_PLURALS[name];
  if (plural !== undefined) return plural;
  const countable = COUNTABLE_ROLES.has(pick.role) && pick.facts.shown !== pick.facts.name;
  return countable && !pick.key.includes('@') ? titleCase(pick.facts.shown) : titleOf(pick);
}

function titleTokens(plan: DishPlan, plural: boolean): Record<string, string> {
  const title = plural ? pluralTitleOf : titleOf;
  const of = (role: MainRole) => unique(plan.mains.filter((pick) => pick.role === role).map(title));
  const veg = of('veg');
  return {
    Protein: of('protein')[0] ?? '',
    Veg: veg[0] ?? '',
    Veg2: veg[1] ?? '',
    Vegs: veg.slice(0, 2).join(' & '),
    Starch: of('starch')[0] ?? '',
    Legume: of('legume')[0] ?? '',
    Cheese: of('cheese')[0] ?? '',
    Egg: of('egg').length > 0 ? 'Egg' : '',
    Fruit: of('fruit')[0] ?? '',
    Side: of('side')[0] ?? '',
    Tag: plan.base.tag,
  };
}

/** Fills a name pattern; a [part] naming an empty token is dropped. */
export function dishName(plan: DishPlan): string {
  const tokens = titleTokens(plan, false);
  const plurals = titleTokens(plan, true);
  const filled = plan.spec.name
    .replace(/\[([^\]]*)\]/g, (_, inner: string) =>
      [...inner.matchAll(/\{(\w+)\}/g)].every(([, token = '']) => tokens[token]) ? inner : '',
    )
    // After "with", several of a thing: "with Peppers & Mushrooms", "Beef & Broccoli".
    .replace(/(with )?\{(\w+)\}/g, (_, withWord: string | undefined, token: string) =>
      withWord ? `${withWord}${plurals[token] ?? ''}` : (tokens[token] ?? ''),
    );
  // "Tomato & Tomato" cannot happen (one family pairs with nothing of its own), but a pattern
  // naming a protein and a fixed word may: collapse doubled words.
  return filled
    .replace(/\b(\w+) \1\b/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

export function pairingsOf(mains: readonly MainPick[]): [string, string][] {
  const paired = mains.filter((pick) => pick.role !== 'starch');
  const found: [string, string][] = [];
  paired.forEach((pick, index) => {
    for (const other of paired.slice(index + 1)) {
      if (pairs(pick.facts.name, other.facts.name)) found.push([pick.facts.name, other.facts.name]);
    }
  });
  return found;
}

function pairingSentence(plan: DishPlan): string {
  const [anchor, ...rest] = plan.mains.filter((pick) => pick.role !== 'starch');
  if (anchor === undefined || rest.length === 0) return '';
  const partners = unique(rest.map((pick) => pairingFamily(pick.facts.name)));
  return ` ${capitalised(pairingFamily(anchor.facts.name))} goes with ${listed(partners)}.`;
}

function expiringSentence(plan: DishPlan, lines: readonly Line[]): string {
  const soon = plan.mains.flatMap((pick, index) => {
    const days = pick.stock.daysLeft;
    const line = lines[index];
    return days !== undefined && days <= 3 && line !== undefined ? [line.called] : [];
  });
  return soon.length > 0
    ? ` It uses up the ${listed(soon)} before ${soon.length > 1 ? 'they turn' : 'it turns'}.`
    : '';
}

export function dishDescription(plan: DishPlan, lines: readonly Line[]): string {
  const { technique } = plan.spec;
  const mains = lines
    .filter((line) => line.main && line.role !== 'starch')
    .map((line) => line.called);
  const cooked = mains.length > 0 ? `${listed(mains)} ${technique.how}` : technique.how;
  const labels = plan.elaborations.map((harder) => harder.label);
  const harder = labels.length > 0 ? `, with ${listed(labels)}` : '';
  return (
    `${capitalised(plan.spec.blurb)}: ${cooked}, on a base of ${plan.base.label}${harder}.` +
    pairingSentence(plan) +
    expiringSentence(plan, lines)
  );
}
