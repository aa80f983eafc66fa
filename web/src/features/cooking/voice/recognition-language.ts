// The speech recogniser's language for the assistant's language (§3 voice settings), with the
// region §5's default has (en-US). Commands are understood in the five command languages only;
// for the others Settings says commands are in English, so the recogniser listens for English:
// a Japanese recogniser would write "next step" in katakana that no grammar reads.
import { COMMAND_LANGUAGES, type CommandLanguage } from '@mise/assistant/commands/intent-types';
import type { Language } from '@mise/domain/options';

const RECOGNITION_LANGUAGES: Record<CommandLanguage, string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  it: 'it-IT',
  de: 'de-DE',
};

const isCommandLanguage = (language: Language): language is CommandLanguage =>
  (COMMAND_LANGUAGES as readonly Language[]).includes(language);

export function recognitionLanguage(language: Language): string {
  return RECOGNITION_LANGUAGES[isCommandLanguage(language) ? language : 'en'];
}
