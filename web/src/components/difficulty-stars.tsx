// A recipe's difficulty as stars (§2): one for easy, two for medium, three for hard, with the
// word for screen readers.
import { Star } from 'lucide-react';
import type { Difficulty } from '@mise/domain/options';

const STARS: Record<Difficulty, number> = { easy: 1, medium: 2, hard: 3 };

export function DifficultyStars({ difficulty }: { difficulty: Difficulty }) {
  return (
    <span className="inline-flex items-center gap-0.5 text-spice">
      {Array.from({ length: STARS[difficulty] }, (_, star) => (
        <Star key={star} className="size-3.5 fill-current" aria-hidden />
      ))}
      <span className="sr-only">{difficulty}</span>
    </span>
  );
}
