/** Guidance's sentences in each language the assistant answers in. */
import type { AssistantLanguage } from '../assistant-language';
import { DE_GUIDANCE } from './de';
import { EN_GUIDANCE } from './en';
import { ES_GUIDANCE } from './es';
import { FR_GUIDANCE } from './fr';
import { IT_GUIDANCE } from './it';
import type { GuidancePhrases } from './guidance-phrase-types';

export type { GuidancePhrases, RawMeatKind, TechniqueWords } from './guidance-phrase-types';

export const GUIDANCE_PHRASES: Readonly<Record<AssistantLanguage, GuidancePhrases>> = {
  en: EN_GUIDANCE,
  es: ES_GUIDANCE,
  fr: FR_GUIDANCE,
  it: IT_GUIDANCE,
  de: DE_GUIDANCE,
};
