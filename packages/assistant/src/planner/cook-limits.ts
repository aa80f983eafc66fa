/**
 * The household's time and skill limits (§3 user preferences):
 * - time: quick is under 30 minutes, moderate at most 60 (a quicker dish is welcome too: the
 *   preference is how long the cook is willing to spend), any has no limit;
 * - skill: a beginner cooks easy dishes, and a medium one only for a meal no easy dish is left
 *   for; an intermediate cook takes easy and medium; an advanced cook anything. Nobody but an
 *   advanced cook is planned a hard dish.
 */
import type { CookingTimePreference, Difficulty, SkillLevel } from '@mise/domain/options';

/** "quick" means strictly under this many minutes. */
export const QUICK_UNDER_MINUTES = 30;
/** "moderate" means at most this many minutes. */
export const MODERATE_MAX_MINUTES = 60;

export function cookTimeFits(cookTime: number, preference: CookingTimePreference): boolean {
  switch (preference) {
    case 'quick':
      return cookTime < QUICK_UNDER_MINUTES;
    case 'moderate':
      return cookTime <= MODERATE_MAX_MINUTES;
    case 'any':
      return true;
  }
}

/** 0: the cook's own level; 1: only when nothing at 0 is left; undefined: never. */
export type SkillTier = 0 | 1 | undefined;

export function skillTier(difficulty: Difficulty, skill: SkillLevel): SkillTier {
  if (skill === 'advanced') return 0;
  if (difficulty === 'hard') return undefined;
  if (skill === 'beginner' && difficulty === 'medium') return 1;
  return 0;
}
