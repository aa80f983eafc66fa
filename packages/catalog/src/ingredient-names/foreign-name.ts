/**
 * The shape of one row of the ingredient names of Spanish, French, Italian and German (es.ts,
 * fr.ts, it.ts, de.ts): what a cook or a shop in that language calls a dictionary ingredient.
 * One table serves the receipt reader (receipt/languages.ts) and the assistant's swaps.
 */
import type { IngredientLineLanguage } from '@mise/domain/api/ingredients';

/** The app's languages other than English whose ingredient names the catalog knows. */
export type ForeignNameLanguage = Exclude<IngredientLineLanguage, 'en'>;
export const FOREIGN_NAME_LANGUAGES: readonly ForeignNameLanguage[] = ['es', 'fr', 'it', 'de'];

export interface ForeignName {
  /** The dictionary's English name it stands for (ingredients.ts): "butter", "egg white". */
  readonly en: string;
  /** One of it as the cook says it, accents and German capitals kept: "mantequilla", "Ei". */
  readonly one: string;
  /** Several of it, for what is counted: "huevos", "Eier". Absent for what is not counted. */
  readonly many?: string;
  /** Other names for the same thing (regional, shop or plural words): "manteca", "beurre doux". */
  readonly also?: readonly string[];
  /** Never read on a receipt: an English receipt's word means something else ("pan", "lima"). */
  readonly notOnReceipts?: true;
}
