/** The swap answer's sentences in each language the assistant answers in. */
import type { AssistantLanguage } from '../assistant-language';
import { DE_SWAPS } from './de';
import { EN_SWAPS } from './en';
import { ES_SWAPS } from './es';
import { FR_SWAPS } from './fr';
import { IT_SWAPS } from './it';
import type { SwapPhrases } from './swap-phrase-types';

export type { SpokenName, SwapPhrases } from './swap-phrase-types';

export const SWAP_PHRASES: Readonly<Record<AssistantLanguage, SwapPhrases>> = {
  en: EN_SWAPS,
  es: ES_SWAPS,
  fr: FR_SWAPS,
  it: IT_SWAPS,
  de: DE_SWAPS,
};
