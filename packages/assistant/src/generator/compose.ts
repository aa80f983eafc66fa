/**
 * Fills one template for one cuisine from the usable stock: pantry items by role (stock is
 * already soonest-expiring first), then the staples and the cuisine's seasonings that fit the
 * diet, then steps timed to the cook-time filter.
 */
import type { IngredientEntry } from '@mise/catalog/ingredients';
import type { Ingredient, Instruction } from '@mise/domain/entities/recipe';
import type { Difficulty, GeneratorCookTime, GeneratorDiet } from '@mise/domain/options';
import { amountFor } from './amounts';
import { nameFitsDiet } from './diet';
import { BASIC_STAPLES, CUISINE_SEASONINGS, type Choice, type Cuisine } from './seasonings';
import { urgency, type StockItem } from './stock';
import type { Dish, PartKey, RecipeTemplate, RoleKey, StepSpec } from './template-types';
import { fitDurations } from './timing';

export interface Composition {
  readonly template: RecipeTemplate;
  readonly dish: Dish;
  readonly ingredients: readonly Ingredient[];
  readonly instructions: readonly Instruction[];
  readonly cookTime: number;
  readonly difficulty: Difficulty;
  /** Higher when the dish uses more pantry items and ones closer to expiry. */
  readonly score: number;
}

export interface Variant {
  readonly template: RecipeTemplate;
  readonly cuisine: Cuisine;
  /** Adds the template's extra technique step, one difficulty level up. */
  readonly elaborate: boolean;
}

const HARDER: Record<Difficulty, Difficulty> = { easy: 'medium', medium: 'hard', hard: 'hard' };

export function variantDifficulty(variant: Omit<Variant, 'cuisine'>): Difficulty {
  const base = variant.template.difficulty;
  return variant.elaborate ? HARDER[base] : base;
}

function fillRoles(template: RecipeTemplate, stock: readonly StockItem[]) {
  const used = new Set<string>();
  const picks = new Map<RoleKey, IngredientEntry[]>();
  let score = 0;
  for (const role of template.roles) {
    const chosen = stock
      .filter(({ entry }) => !used.has(entry.name) && role.kinds.includes(entry.kind))
      .filter(({ entry }) => role.accepts?.(entry) ?? true)
      .slice(0, role.max);
    if (chosen.length < role.min) return undefined;
    for (const item of chosen) {
      used.add(item.entry.name);
      score += 1 + urgency(item);
    }
    picks.set(
      role.key,
      chosen.map(({ entry }) => entry),
    );
  }
  return { picks, score };
}

function addSeasonings(variant: Variant, diet: GeneratorDiet, parts: Map<PartKey, string[]>) {
  const added: Choice[] = [];
  const inDish = (name: string) => [...parts.values()].some((names) => names.includes(name));
  const needed = [
    ...BASIC_STAPLES,
    ...variant.template.staples,
    ...CUISINE_SEASONINGS[variant.cuisine],
  ];
  for (const seasoning of needed) {
    // A cheese from the pantry stands in for the cuisine's cheese; so does any choice on hand.
    if (seasoning.slot === 'cheese' && (parts.get('cheese')?.length ?? 0) > 0) continue;
    if (seasoning.choices.some((choice) => inDish(choice.name))) continue;
    const choice = seasoning.choices.find((option) => nameFitsDiet(option.name, diet));
    if (choice === undefined) {
      if (seasoning.optional) continue;
      return undefined;
    }
    parts.set(seasoning.slot, [...(parts.get(seasoning.slot) ?? []), choice.name]);
    added.push(choice);
  }
  return added;
}

function stepsOf(variant: Variant, dish: Dish): StepSpec[] {
  const { steps, elaborate } = variant.template;
  const all = variant.elaborate
    ? [...steps.slice(0, elaborate.at), elaborate.step, ...steps.slice(elaborate.at)]
    : [...steps];
  return all.filter((step) => step.when?.(dish) ?? true);
}

export function compose(
  variant: Variant,
  stock: readonly StockItem[],
  diet: GeneratorDiet,
  cookTime: GeneratorCookTime,
): Composition | undefined {
  const { template, cuisine } = variant;
  const filled = fillRoles(template, stock);
  if (filled === undefined) return undefined;
  const parts = new Map<PartKey, string[]>();
  for (const [role, entries] of filled.picks) {
    parts.set(
      role,
      entries.map((entry) => entry.name),
    );
  }
  const seasonings = addSeasonings(variant, diet, parts);
  if (seasonings === undefined) return undefined;
  const dish: Dish = { cuisine, parts, picks: filled.picks };
  const steps = stepsOf(variant, dish);
  const durations = fitDurations(
    steps.map((step) => step.minutes),
    cookTime,
  );
  if (durations === undefined) return undefined;
  const fromPantry = [...filled.picks.values()].flat();
  return {
    template,
    dish,
    ingredients: [
      ...fromPantry.map((entry) => amountFor(entry, template.eggCount)),
      ...seasonings,
    ].map(({ name, amount, unit }) => ({ name, amount, unit })),
    instructions: steps.map((step, index) => ({
      step: index + 1,
      instruction: step.say(dish),
      duration: durations[index] ?? 0,
    })),
    cookTime: durations.reduce((total, minutes) => total + minutes, 0),
    difficulty: variantDifficulty(variant),
    score: filled.score,
  };
}
