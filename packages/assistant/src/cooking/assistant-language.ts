/**
 * The language the assistant answers a cook in: the five command languages speak for
 * themselves; Japanese, Chinese and Korean cooks hear English until the assistant speaks
 * theirs (Settings says so).
 */
import type { ForeignNameLanguage } from '@mise/catalog/ingredient-names/foreign-name';
import { COMMAND_LANGUAGES, type CommandLanguage } from '../commands/intent-types';

export type AssistantLanguage = CommandLanguage;

export function assistantLanguageOf(language: string | undefined): AssistantLanguage {
  return COMMAND_LANGUAGES.find((known) => known === language) ?? 'en';
}

/** The language's catalog tables of names, or undefined for English (the catalog's own). */
export function foreignLanguage(language: AssistantLanguage): ForeignNameLanguage | undefined {
  return language === 'en' ? undefined : language;
}
