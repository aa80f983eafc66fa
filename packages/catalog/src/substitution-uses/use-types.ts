/**
 * What an ingredient does in a step decides which swap works: whipped egg whites need aquafaba,
 * eggs that bind take a flax egg, butter creamed with sugar needs a solid fat. A use names the
 * reference swaps (substitutions.ts) that suit it, adds the ones the reference lacks, and says
 * plainly why the others fail, or that nothing does. All text in the five command languages.
 */
import type { IngredientLineLanguage } from '@mise/domain/api/ingredients';

/** One text in each language the assistant answers in. */
export type InEachLanguage = Readonly<Record<IngredientLineLanguage, string>>;

/** A swap for this use that the 22-entry reference does not hold (aquafaba for whipped whites). */
export interface UseSwap {
  /** As said after "use"; French with its article ("de l’aquafaba"). */
  readonly substitute: InEachLanguage;
  readonly ratio: InEachLanguage;
  readonly note: InEachLanguage;
  /** Dictionary names any one of which in the pantry makes it ("chickpea" for aquafaba). */
  readonly madeFrom: readonly string[];
}

export interface SubstitutionUse {
  /** Stable id, ASCII: "egg-whipped-whites". */
  readonly id: string;
  /** The dictionary ingredient it is a use of: "egg", "butter", "oil", "heavy cream". */
  readonly ingredient: string;
  /** How the answer starts, so it explains itself: "For whipping egg whites". */
  readonly purpose: InEachLanguage;
  /**
   * Words of a step or a question, in any of the five languages, that show this use. Run on
   * folded text (lowercase, accents gone, "ß" as "ss"). Absent: the ingredient's default use.
   */
  readonly cues?: RegExp;
  /**
   * The swaps that work for this use, best first: a reference swap by its substitute's English
   * name ("Coconut oil"), or one the reference lacks. Empty: there is no good swap.
   */
  readonly swaps: readonly (string | UseSwap)[];
  /** Said after the swap: why the reference's other swaps fail here, or what to do instead. */
  readonly caveat?: InEachLanguage;
}
