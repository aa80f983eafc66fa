/**
 * What a week's planned meals need, per ingredient: every row of every planned recipe, a recipe
 * planned twice counted twice, scaled from the servings the recipe states to the servings the
 * meal is planned for when it says (issue 22; a recipe for 2 planned for 4 is bought twice
 * over), added up exactly by kind of measure (millilitres, grams, pieces, each container).
 * Rows that give no number or an unsellable measure ("to taste", "a pinch", "1 handful") only
 * mark the ingredient as needed. Pantry amounts are read the same way
 * (readMeasured), so that both sides compare in the same units.
 */
import type { IngredientEntry } from '@mise/catalog/ingredients';
import { recipeServings } from '@mise/domain/recipe-servings';
import { readAmount } from './amount';
import { canonicalName, entryNamed } from './ingredient-lookup';
import Fraction from 'fraction.js';
import { PIECE, unitMeasure, unknownUnit, type UnitMeasure } from './units';

/** 'volume', 'mass', 'count', or a container's name prefixed ('container:can'). */
export type MeasureKey = string;

export interface Measured {
  readonly key: MeasureKey;
  /** In millilitres, grams, pieces or containers; positive. */
  readonly amount: Fraction;
  /** The row was a spoon or cup, not ml or l: the list then speaks in spoons and cups. */
  readonly usVolume: boolean;
}

export interface Need {
  readonly name: string;
  readonly entry: IngredientEntry | undefined;
  /** The first planned recipe (in meal order) that needs it. */
  readonly recipeId: string;
  readonly amounts: ReadonlyMap<MeasureKey, Fraction>;
  /** Some row asked for it without a measure. */
  readonly unmeasured: boolean;
  /** Some volume row was in spoons or cups. */
  readonly usVolume: boolean;
}

export interface IngredientRow {
  readonly name: string;
  readonly amount: string;
  readonly unit: string;
}

export interface PlannedRecipe {
  readonly id: string;
  readonly ingredients: readonly IngredientRow[];
  /** What the amounts are written for; a row stored before the field reads as the default. */
  readonly servings?: number | undefined;
}

export interface PlannedMealServings {
  readonly recipeId?: string | undefined;
  /** How many the meal is cooked for; absent: as the recipe is written. */
  readonly servings?: number | undefined;
}

/** By how much a meal's recipe is scaled: exact, so a week of fractions adds up without drift. */
function scaleOf(meal: PlannedMealServings, recipe: PlannedRecipe): Fraction {
  const wanted = meal.servings;
  if (wanted === undefined || !Number.isInteger(wanted) || wanted < 1) return new Fraction(1);
  return new Fraction(wanted, recipeServings(recipe));
}

export type RecipeLookup =
  ReadonlyMap<string, PlannedRecipe> | ((recipeId: string) => PlannedRecipe | undefined);

export function measureKey(measure: UnitMeasure): MeasureKey {
  return measure.kind === 'container' ? `container:${measure.name}` : measure.kind;
}

/** The container name of a container key, undefined for the other keys. */
export function containerName(key: MeasureKey): string | undefined {
  return key.startsWith('container:') ? key.slice('container:'.length) : undefined;
}

// Recipes repeat a few dozen amount-and-unit pairs; reading each once saves most of the work.
const MAX_REMEMBERED = 20_000;
const remembered = new Map<string, Measured | undefined>();

/**
 * An amount and unit as one measured quantity; undefined when it only says "some". A blank
 * unit counts pieces; a unit typed into the amount box ("2 cups") is read from there when the
 * unit box names none; an unknown unit word is kept as a container of its own.
 */
export function readMeasured(amountText: string, unitText: string): Measured | undefined {
  const key = `${amountText}\u0000${unitText}`;
  if (remembered.has(key)) return remembered.get(key);
  const measured = readUnremembered(amountText, unitText);
  if (remembered.size >= MAX_REMEMBERED) remembered.clear();
  remembered.set(key, measured);
  return measured;
}

function readUnremembered(amountText: string, unitText: string): Measured | undefined {
  const amount = readAmount(amountText);
  const unit =
    unitMeasure(unitText) ??
    (amount && amount.rest !== '' ? unitMeasure(amount.rest) : undefined) ??
    (unitText.trim() === '' ? PIECE : unknownUnit(unitText));
  if (unit.kind === 'unmeasured' || !amount || amount.value.lte(0)) return undefined;
  return {
    key: measureKey(unit),
    amount: amount.value.mul(unit.factor),
    usVolume: unit.kind === 'volume' && !unit.metric,
  };
}

interface NeedBuilder {
  name: string;
  recipeId: string;
  amounts: Map<MeasureKey, Fraction>;
  unmeasured: boolean;
  usVolume: boolean;
}

function recipeFor(recipes: RecipeLookup, id: string): PlannedRecipe | undefined {
  return typeof recipes === 'function' ? recipes(id) : recipes.get(id);
}

/** The needs of the planned meals, by canonical name, in order of first appearance. */
export function plannedNeeds(
  meals: readonly PlannedMealServings[],
  recipes: RecipeLookup,
): readonly Need[] {
  const needs = new Map<string, NeedBuilder>();
  for (const meal of meals) {
    if (meal.recipeId === undefined) continue;
    const recipe = recipeFor(recipes, meal.recipeId);
    if (recipe === undefined) continue;
    const scale = scaleOf(meal, recipe);
    for (const row of recipe.ingredients) {
      const name = canonicalName(row.name);
      if (name === undefined) continue;
      let need = needs.get(name);
      if (need === undefined) {
        need = {
          name,
          recipeId: meal.recipeId,
          amounts: new Map(),
          unmeasured: false,
          usVolume: false,
        };
        needs.set(name, need);
      }
      const measured = readMeasured(row.amount, row.unit);
      if (measured === undefined) {
        need.unmeasured = true;
        continue;
      }
      const amount = measured.amount.mul(scale);
      const before = need.amounts.get(measured.key);
      need.amounts.set(measured.key, before ? before.add(amount) : amount);
      need.usVolume ||= measured.usVolume;
    }
  }
  return [...needs.values()].map((need) => ({ ...need, entry: entryNamed(need.name) }));
}
