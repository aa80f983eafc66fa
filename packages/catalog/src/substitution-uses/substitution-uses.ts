/**
 * The uses of an ingredient that change its swap (use-types.ts), and the one a step or a
 * question shows. Uses are tried in order, the most telling first; an ingredient's use with no
 * cues is what it falls back to, and an ingredient with no uses keeps the reference's swaps.
 */
import { DAIRY_USES } from './dairy-uses';
import { EGG_USES } from './egg-uses';
import { FAT_USES } from './fat-uses';
import type { SubstitutionUse } from './use-types';

export type { InEachLanguage, SubstitutionUse, UseSwap } from './use-types';

export const SUBSTITUTION_USES: readonly SubstitutionUse[] = [
  ...EGG_USES,
  ...FAT_USES,
  ...DAIRY_USES,
];

/** Text as cues read it: lowercase, accents gone, "ß" and "œ" spelled out, apostrophes as spaces. */
export function foldForCues(text: string): string {
  return text
    .replace(/ß/g, 'ss')
    .replace(/[œŒ]/g, 'oe')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`]/g, ' ');
}

/** The dictionary ingredients whose swaps depend on their use. */
export const INGREDIENTS_WITH_USES: ReadonlySet<string> = new Set(
  SUBSTITUTION_USES.map((use) => use.ingredient),
);

/**
 * The use of `ingredient` (a dictionary name) that the texts show, else its default use, else
 * none. Each text is read on its own: a cue never spans a step and a question.
 */
export function useOf(ingredient: string, texts: readonly string[]): SubstitutionUse | undefined {
  const uses = SUBSTITUTION_USES.filter((use) => use.ingredient === ingredient);
  const folded = texts.map(foldForCues);
  return (
    uses.find((use) => use.cues !== undefined && folded.some((text) => use.cues?.test(text))) ??
    uses.find((use) => use.cues === undefined)
  );
}
