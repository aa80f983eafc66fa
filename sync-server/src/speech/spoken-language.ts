/**
 * Which of the settings' languages a text is spoken in. A language written in its own script
 * (Japanese, Chinese, Korean) is only used for a text that has some of that script: the
 * assistant's own lines are English in those languages (its commands are understood in en, es,
 * fr, it and de only), and an English line in the Korean voice would be read word by word
 * with switches of voice. A call that names no language gets the one its script shows.
 */
import { DEFAULT_LANGUAGE, type Language } from '@mise/domain/options';

const KANA = /[\p{Script=Hiragana}\p{Script=Katakana}]/u;
const HAN = /\p{Script=Han}/u;
const HANGUL = /\p{Script=Hangul}/u;

const OWN_SCRIPT: Partial<Record<Language, RegExp>> = {
  ja: /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]/u,
  zh: HAN,
  ko: /[\p{Script=Hangul}\p{Script=Han}]/u,
};

export function spokenLanguage(text: string, language: Language | undefined): Language {
  if (language === undefined) return languageOfScript(text);
  const script = OWN_SCRIPT[language];
  return script === undefined || script.test(text) ? language : DEFAULT_LANGUAGE;
}

/** Hangul is Korean, kana Japanese, hanzi alone Chinese; anything else the default, English. */
function languageOfScript(text: string): Language {
  if (HANGUL.test(text)) return 'ko';
  if (KANA.test(text)) return 'ja';
  if (HAN.test(text)) return 'zh';
  return DEFAULT_LANGUAGE;
}
