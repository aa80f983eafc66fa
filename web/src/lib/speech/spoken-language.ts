// Which language a line is said in. Japanese, Chinese and Korean are written in their own
// scripts; a line with none of it (the assistant's replies, English in those languages for now)
// is said by an English voice, not read out by the Japanese one. The server decides the same
// way (sync-server/src/speech/spoken-language.ts).
import { DEFAULT_LANGUAGE, type Language } from '@mise/domain/options';

const OWN_SCRIPT: Partial<Record<Language, RegExp>> = {
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  zh: /\p{Script=Han}/u,
  ko: /[\p{Script=Hangul}\p{Script=Han}]/u,
};

export function spokenLanguage(text: string, language: Language): Language {
  const script = OWN_SCRIPT[language];
  return script === undefined || script.test(text) ? language : DEFAULT_LANGUAGE;
}
