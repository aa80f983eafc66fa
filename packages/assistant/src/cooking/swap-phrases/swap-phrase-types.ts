/**
 * The sentences of a swap answer in one language (substitutions-for-step.ts fills them in).
 * Names arrive as the language says them; `swap` is already in the form that follows "use"
 * (French with its article). The type is the checklist: a language missing a sentence fails
 * typecheck.
 */
/** A name as it is said, and whether it names several (German says "statt Eiern"). */
export interface SpokenName {
  readonly text: string;
  readonly plural: boolean;
}

export interface SwapPhrases {
  /** "Instead of butter, use coconut oil, which you have: 1 to 1." */
  insteadOf(name: SpokenName, swap: string, ratio: string, have: boolean): string;
  /** "For whipping egg whites, use aquafaba: 3 tablespoons per egg white." */
  forUse(purpose: string, swap: string, ratio: string, have: boolean): string;
  /** "For eggs beaten to give a cake its rise, there's no good swap." */
  noGoodSwap(purpose: string): string;
  /** "You could also use chia egg, applesauce or banana." */
  alsoUse(swaps: readonly string[]): string;
  /** "I don't have a tested swap for saffron." */
  unknown(name: string): string;
  /** "Another of its kind, like cheddar or feta, may stand in, but that is untested." */
  sameKind(names: readonly string[]): string;
  /** "I have swaps for butter, milk and egg." */
  covered(names: readonly string[]): string;
  /** No ingredient of the step is in the reference. */
  nothingInStep: string;
  /** A list of words: "a, b and c" (or "or"). */
  list(words: readonly string[], conjunction: 'and' | 'or'): string;
  /** A swap's ratio as said aloud; translated ratios already are. */
  spokenRatio(ratio: string): string;
}
