/** The shape of a technique template and of the dish it is filled into. */
import type { IngredientEntry, IngredientKind } from '@mise/catalog/ingredients';
import type { Difficulty } from '@mise/domain/options';
import type { Cuisine, Seasoning, SeasoningSlot } from './seasonings';

export type TemplateId = 'stir-fry' | 'frittata' | 'pasta' | 'grain-bowl' | 'soup' | 'salad';
export type RoleKey = 'main' | 'vegetables' | 'aromatic' | 'base' | 'cheese' | 'herb' | 'extra';
/** Roles and seasoning slots share one namespace so "aromatic" lists pantry onion and garlic. */
export type PartKey = RoleKey | SeasoningSlot;

export interface RoleSpec {
  readonly key: RoleKey;
  readonly kinds: readonly IngredientKind[];
  readonly min: number;
  readonly max: number;
  /** Narrows a kind, e.g. only noodles among pasta for a stir-fry. */
  readonly accepts?: (entry: IngredientEntry) => boolean;
}

export interface Dish {
  readonly cuisine: Cuisine;
  readonly parts: ReadonlyMap<PartKey, readonly string[]>;
  /** The pantry entries filling each role, for step wording that depends on kind. */
  readonly picks: ReadonlyMap<RoleKey, readonly IngredientEntry[]>;
}

export interface StepSpec {
  readonly say: (dish: Dish) => string;
  /** Whole minutes: the least, the usual and the most this step can reasonably take. */
  readonly minutes: readonly [min: number, usual: number, max: number];
  readonly when?: (dish: Dish) => boolean;
}

export interface RecipeTemplate {
  readonly id: TemplateId;
  readonly difficulty: Difficulty;
  readonly cuisines: readonly Cuisine[];
  readonly roles: readonly RoleSpec[];
  /** Staples this technique needs beyond fat, salt and pepper (a soup's broth). */
  readonly staples: readonly Seasoning[];
  readonly eggCount?: number;
  /** What the dish serves when its amounts feed more than two: six eggs make a frittata for 3. */
  readonly servings?: number;
  readonly title: (dish: Dish) => string;
  readonly describe: (dish: Dish) => string;
  readonly steps: readonly StepSpec[];
  /** One extra technique step that makes the dish a level harder, inserted at `at`. */
  readonly elaborate: { readonly at: number; readonly step: StepSpec };
}
