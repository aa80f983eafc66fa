/**
 * Every dish the filters allow from this pantry: each dish family of the cuisine, at the
 * difficulty asked for (its harder version when that is what makes it "hard"), with a flavour
 * base the diet allows and mains picked from the pantry, kept only if its natural time — the
 * sum of its steps — lies within its technique's range and the cook-time filter.
 */
import type {
  Difficulty,
  GeneratorCookTime,
  GeneratorCuisine,
  GeneratorDiet,
  GeneratorDifficulty,
} from '@mise/domain/options';
import { DISHES } from '../knowledge/dishes';
import type { DishSpec, Elaboration } from '../knowledge/types';
import type { Random } from '../random';
import { urgency, type StockItem } from '../stock';
import { cookTimeFits } from '../timing';
import { additionsFor, withoutMains } from './choose-base';
import { mainsOptions } from './choose-mains';
import { linesOf, type Line } from './lines';
import type { DishPlan, MainPick } from './plan';
import { prepOf, type Prep } from './prep';
import { mainsSuit, stepShapes, totalMinutes } from './steps';

export interface CandidateFilters {
  readonly diet: GeneratorDiet;
  readonly cookTime: GeneratorCookTime;
  readonly cuisine: GeneratorCuisine;
  readonly difficulty: GeneratorDifficulty;
}

export interface Candidate {
  readonly plan: DishPlan;
  readonly lines: readonly Line[];
  readonly prep: Prep;
  readonly minutes: number;
  readonly difficulty: Difficulty;
  readonly score: number;
}

const LEVELS: readonly Difficulty[] = ['easy', 'medium', 'hard'];

/** Which harder components to make a family with for the difficulty asked: none, one or two. */
function variants(spec: DishSpec, wanted: GeneratorDifficulty): Elaboration[][] {
  if (wanted === 'any') return [[]];
  const steps = LEVELS.indexOf(wanted) - LEVELS.indexOf(spec.difficulty);
  if (steps < 0 || steps > spec.harder.length) return [];
  return [spec.harder.slice(0, steps)];
}

const levelOf = (spec: DishSpec, elaborations: readonly Elaboration[]): Difficulty =>
  LEVELS[Math.min(LEVELS.indexOf(spec.difficulty) + elaborations.length, 2)] ?? 'hard';

/** Side dishes and raw plates only take what can be eaten raw. */
function rawOnly(spec: DishSpec, pick: MainPick): boolean {
  const raw = pick.facts.minutes.raw !== undefined;
  if (pick.role === 'side') return raw;
  const { id } = spec.technique;
  if (id === 'salad')
    return (
      raw ||
      pick.role === 'protein' ||
      pick.role === 'egg' ||
      pick.role === 'starch' ||
      pick.role === 'cheese'
    );
  if (id === 'assembled') return raw || pick.role === 'starch';
  return true;
}

/** Fats are taken to be in every kitchen; anything else the pantry lacks is shopping. */
const isShopping = (pick: DishPlan['added'][number]) =>
  pick.stock === undefined && pick.role !== 'fat';

/**
 * Dishes that use more of the pantry and send the cook shopping for less rank first, the
 * soonest-expiring items most of all; the seed's share breaks near-ties so that asking again
 * offers other dishes of about equal merit.
 */
function scoreOf(plan: DishPlan, random: Random): number {
  const mains = plan.mains.reduce((sum, pick) => sum + urgency(pick.stock) + 3, 0);
  const fromPantry = plan.added.reduce(
    (sum, pick) => sum + (pick.stock ? urgency(pick.stock) / 5 + 1 : 0),
    0,
  );
  const shopping = plan.added.filter(isShopping).length;
  return mains + fromPantry - shopping + random() * 6;
}

export function candidatesFor(
  filters: CandidateFilters,
  stock: readonly StockItem[],
  random: Random,
): Candidate[] {
  const pantry = new Map(stock.map((item) => [item.entry.name, item]));
  // Bases in a seeded order; the first that gives a dish in time is kept for those mains.
  const shuffle = <T>(items: readonly T[]) =>
    items
      .map((item) => ({ item, order: random() }))
      .sort((a, b) => a.order - b.order)
      .map(({ item }) => item);
  const found: Candidate[] = [];
  for (const spec of DISHES) {
    if (filters.cuisine !== 'any' && spec.cuisine !== filters.cuisine) continue;
    for (const elaborations of variants(spec, filters.difficulty)) {
      const steps = stepShapes({ spec, elaborations });
      const usable = spec.bases.flatMap((base) => {
        const added = additionsFor(spec, base, elaborations, filters.diet, pantry);
        return added === undefined ? [] : [{ base, added }];
      });
      if (usable.length === 0) continue;
      const suits = (pick: MainPick) => rawOnly(spec, pick) && mainsSuit(steps, [pick]);
      const options = mainsOptions(spec, pantry, suits, random);
      // Every base the diet allows: a base's aromatics change the prep, so its time too.
      const fitting = options.filter((mains) =>
        elaborations.every(
          (harder) =>
            harder.needs === undefined || mains.some((pick) => pick.role === harder.needs),
        ),
      );
      for (const mains of fitting) {
        for (const chosen of shuffle(usable)) {
          const plan: DishPlan = {
            spec,
            base: chosen.base,
            mains,
            added: withoutMains(chosen.added, mains),
            elaborations,
            steps,
            servings: spec.serves,
          };
          const lines = linesOf(plan);
          const prep = prepOf(plan, lines, spec.cut ?? spec.technique.cut);
          const minutes = totalMinutes(plan, lines, prep.minutes);
          if (minutes === undefined) continue;
          const [low, high] = spec.technique.range;
          if (minutes < low || minutes > high || !cookTimeFits(minutes, filters.cookTime)) continue;
          found.push({
            plan,
            lines,
            prep,
            minutes,
            difficulty: levelOf(spec, elaborations),
            score: scoreOf(plan, random),
          });
          break;
        }
      }
    }
  }
  return found;
}
