// Shuffling with the seeded generator, so a given seed always composes the same recipes.
import type { Random } from '@mise/domain/seeded-random';

export { seededRandom, type Random } from '@mise/domain/seeded-random';

export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    const a = copy[i];
    const b = copy[j];
    if (a === undefined || b === undefined) continue;
    copy[i] = b;
    copy[j] = a;
  }
  return copy;
}
