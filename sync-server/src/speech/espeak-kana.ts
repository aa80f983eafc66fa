/**
 * Kana as espeak-ng's `ja` voice reads them right. Its rules say りゃ, りゅ and りょ as
 * "rya-a", "rya-u" and "rya-o" (料理 would be "ryaōri"), so those are given as phonemes
 * ([[…]] is espeak-ng's phoneme input); and what it can only spell out in English ("Chinese
 * letter", "Japanese letter") is left out: kanji nothing could read, iteration marks.
 */

const RY_SYLLABLE = /[りリ]([ゃャゅュょョ])(ー?)/gu;
const VOWEL_OF_SMALL_Y: Readonly<Record<string, string>> = {
  ゃ: 'a',
  ャ: 'a',
  ゅ: 'u',
  ュ: 'u',
  ょ: 'o',
  ョ: 'o',
};
const UNSPEAKABLE = /[\p{Script=Han}々〆ゝゞヽヾ]/gu;

export function espeakKana(kana: string): string {
  return kana
    .replace(UNSPEAKABLE, '')
    .replace(/・/gu, ' ')
    .replace(
      RY_SYLLABLE,
      (_, small: string, long: string) =>
        // A space after, so that the phonemes never run into the next kana's letters.
        ` [[r\`_j${VOWEL_OF_SMALL_Y[small] ?? ''}${long === '' ? '' : ':'}]] `,
    )
    .replace(/ {2,}/gu, ' ')
    .trim();
}
