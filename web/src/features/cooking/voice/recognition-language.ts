// The speech recogniser's language for the assistant's language (§3 voice settings), with the
// region §5's default has (en-US).
import type { Language } from '@mise/domain/options';

const RECOGNITION_LANGUAGES: Record<Language, string> = {
  en: 'en-US',
  es: 'es-ES',
  fr: 'fr-FR',
  it: 'it-IT',
  de: 'de-DE',
  ja: 'ja-JP',
  zh: 'zh-CN',
  ko: 'ko-KR',
};

export function recognitionLanguage(language: Language): string {
  return RECOGNITION_LANGUAGES[language];
}
