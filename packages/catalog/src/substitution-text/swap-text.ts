/**
 * The 22 swaps of the reference (substitutions.ts) in Spanish, French, Italian and German: the
 * substitute's name, the ratio as it is said aloud and the notes, for the assistant to answer a
 * cook in their language. The reference itself stays English, as the swap tool shows it.
 */
import type { Substitution } from '@mise/domain/entities/substitution';
import type { ForeignNameLanguage } from '../ingredient-names/foreign-name';

export interface SwapText {
  /** The substitute's name: "aceite de coco". */
  readonly substitute: string;
  /** The name after "use" where the language wants an article: "de l’huile de coco". */
  readonly asObject?: string;
  /** The ratio as said aloud: "1 a 1", "3/4 de taza por cada taza". */
  readonly ratio: string;
  readonly notes: string;
}

/** Keyed "Original|Substitute", as the reference names them: "Butter|Coconut oil". */
export type SwapTexts = Readonly<Record<string, SwapText>>;

export const swapKey = (swap: Pick<Substitution, 'original' | 'substitute'>) =>
  `${swap.original}|${swap.substitute}`;

export type SwapTextsByLanguage = Readonly<Record<ForeignNameLanguage, SwapTexts>>;
