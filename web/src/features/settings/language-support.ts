// What works in each language the settings offer, for the ones not served in full: the
// assistant's speech reads Japanese, Chinese and Korean text in that language, but its voice
// commands (packages/assistant/src/commands) are understood in en, es, fr, it and de only, so
// its replies are English. Said in English, like the rest of Settings, and in the language
// itself for whoever reads that better.
import type { Language } from '@mise/domain/options';

export interface LanguageSupport {
  /** In English. */
  english: string;
  /** The same in the language itself. */
  own: string;
}

export const LANGUAGE_SUPPORT: Partial<Record<Language, LanguageSupport>> = {
  ja: {
    english:
      "Recipes and other Japanese text are read aloud in Japanese. Voice commands and the assistant's replies are in English for now.",
    own: 'レシピなど日本語の文章は日本語で読み上げます。音声コマンドとアシスタントの返答は、今のところ英語です。',
  },
  zh: {
    english:
      "Recipes and other Chinese text are read aloud in Mandarin. Voice commands and the assistant's replies are in English for now.",
    own: '食谱等中文内容会用普通话朗读。语音指令和助手的回复目前仅支持英语。',
  },
  ko: {
    english:
      "Recipes and other Korean text are read aloud in Korean. Voice commands and the assistant's replies are in English for now.",
    own: '레시피 등 한국어 글은 한국어로 읽어 드려요. 음성 명령과 도우미의 답변은 아직 영어로만 돼요.',
  },
};
