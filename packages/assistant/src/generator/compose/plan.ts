/** A dish family made concrete: the mains picked from the pantry, the base, the servings. */
import type {
  BaseRole,
  CulinaryFacts,
  DishSpec,
  Elaboration,
  FlavourBase,
  MainRole,
  StepShape,
} from '../knowledge/types';
import type { StockItem } from '../stock';

export interface MainPick {
  /** Facts key: "zucchini", or "zucchini@noodles" for a stand-in. */
  readonly key: string;
  readonly facts: CulinaryFacts;
  readonly role: MainRole;
  readonly stock: StockItem;
  /** Of the usual amount per serving (the dish's slot says). */
  readonly share: number;
}

export interface AddedPick {
  readonly role: BaseRole;
  /** Dictionary name. */
  readonly name: string;
  /** For two servings, as written in the base or dish; else the seasoning table's. */
  readonly amount: string | undefined;
  readonly stock: StockItem | undefined;
}

export interface DishPlan {
  readonly spec: DishSpec;
  readonly base: FlavourBase;
  readonly mains: readonly MainPick[];
  readonly added: readonly AddedPick[];
  /** The harder components it is made with, each a level up. */
  readonly elaborations: readonly Elaboration[];
  readonly steps: readonly StepShape[];
  readonly servings: number;
}

export function picksOf(plan: Pick<DishPlan, 'mains'>, role: MainRole): MainPick[] {
  return plan.mains.filter((pick) => pick.role === role);
}
