/**
 * What espeak-ng is given to say a text in a language: Japanese as kana (its voice reads no
 * kanji), Korean hanja as hangul, quantities in Chinese, Japanese and Korean as words; the
 * other languages as written.
 */
import type { Language } from '@mise/domain/options';
import { chineseReading } from './chinese-reading';
import { type JapaneseReader, createJapaneseReader } from './japanese-reading';
import { hangulReading } from './korean-reading';

export type ReadAloud = (text: string, language: Language) => Promise<string>;

export function createReadAloud({
  japanese = createJapaneseReader(),
}: { japanese?: JapaneseReader } = {}): ReadAloud {
  return async (text, language) => {
    if (language === 'ja') return japanese.read(text);
    if (language === 'ko') return hangulReading(text);
    if (language === 'zh') return chineseReading(text);
    return text;
  };
}
