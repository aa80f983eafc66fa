/**
 * Chooses the recipes one press of Generate offers: best first, and no two alike — never the
 * same dish family or name twice, different techniques and lead ingredients while there are
 * any, and never two dishes built from mostly the same mains.
 */
import type { Candidate } from './candidates';
import { dishName } from './describe';

/** By pantry item, so zucchini noodles and sautéed zucchini count as the same main. */
const mainsOf = (candidate: Candidate) =>
  new Set(candidate.plan.mains.map((pick) => pick.stock.entry.name));

function overlap(a: Candidate, b: Candidate): number {
  const first = mainsOf(a);
  const second = mainsOf(b);
  const shared = [...first].filter((key) => second.has(key)).length;
  return shared / Math.max(1, Math.min(first.size, second.size));
}

const anchorOf = (candidate: Candidate) => candidate.plan.mains[0]?.key;

export function distinctDishes(candidates: readonly Candidate[], count: number): Candidate[] {
  const ranked = [...candidates].sort((a, b) => b.score - a.score);
  const chosen: Candidate[] = [];
  const names = new Set<string>();
  const alike = (candidate: Candidate, strict: boolean) =>
    chosen.some(
      (other) =>
        other.plan.spec.id === candidate.plan.spec.id ||
        overlap(other, candidate) >= 0.67 ||
        (strict &&
          (other.plan.spec.technique.id === candidate.plan.spec.technique.id ||
            anchorOf(other) === anchorOf(candidate))),
    );
  for (const strict of [true, false]) {
    for (const candidate of ranked) {
      if (chosen.length >= count) return chosen;
      if (chosen.includes(candidate) || alike(candidate, strict)) continue;
      const name = dishName(candidate.plan);
      if (names.has(name)) continue;
      names.add(name);
      chosen.push(candidate);
    }
  }
  return chosen;
}
