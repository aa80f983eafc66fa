/** The glossary in Spanish, French, Italian and German, by the English entry's id. */
import type { ForeignNameLanguage } from '@mise/catalog/ingredient-names/foreign-name';
import { DE_HEAT } from './de-heat';
import { DE_PREP } from './de-prep';
import { ES_HEAT } from './es-heat';
import { ES_PREP } from './es-prep';
import { FR_HEAT } from './fr-heat';
import { FR_PREP } from './fr-prep';
import { IT_HEAT } from './it-heat';
import { IT_PREP } from './it-prep';
import type { GlossaryTexts } from './glossary-text-types';

export type { GlossaryText, GlossaryTexts } from './glossary-text-types';

export const GLOSSARY_TEXTS: Readonly<Record<ForeignNameLanguage, GlossaryTexts>> = {
  es: { ...ES_HEAT, ...ES_PREP },
  fr: { ...FR_HEAT, ...FR_PREP },
  it: { ...IT_HEAT, ...IT_PREP },
  de: { ...DE_HEAT, ...DE_PREP },
};
