/**
 * Quantities in Japanese, Chinese and Korean text as words of that language. espeak-ng's ja,
 * cmn and ko voices read digits in their own language but hand "ml", "°C", "%" and "/" to the
 * English voice ("two hundred em el"), and read "3.5" as "three five": recipes are full of them.
 */

type CjkLanguage = 'ja' | 'zh' | 'ko';

/** Units after a number, by their lower-case symbol (°C after NFKC, which turns ℃ into it). */
const UNITS: Record<CjkLanguage, Record<string, string>> = {
  ja: {
    kg: 'キログラム',
    mg: 'ミリグラム',
    g: 'グラム',
    ml: 'ミリリットル',
    l: 'リットル',
    cc: 'シーシー',
    cm: 'センチ',
    mm: 'ミリ',
    '°c': 'ど',
    w: 'ワット',
    '%': 'パーセント',
  },
  zh: {
    kg: '公斤',
    mg: '毫克',
    g: '克',
    ml: '毫升',
    l: '升',
    cc: '毫升',
    cm: '厘米',
    mm: '毫米',
    '°c': '度',
    w: '瓦',
  },
  ko: {
    kg: '킬로그램',
    mg: '밀리그램',
    g: '그램',
    ml: '밀리리터',
    l: '리터',
    cc: '시시',
    cm: '센티미터',
    mm: '밀리미터',
    '°c': '도',
    w: '와트',
    '%': '퍼센트',
  },
};

/** Japanese decimals are read with the rest of its numbers (japanese-numbers.ts). */
const DECIMAL_POINT: Record<Exclude<CjkLanguage, 'ja'>, string> = { zh: '点', ko: '점' };

/** "a/b" as each language says it: the parts (b) first, then how many (a). */
const FRACTION: Record<CjkLanguage, (whole: string, part: string) => string> = {
  ja: (whole, part) => `${whole}ぶんの${part}`,
  zh: (whole, part) => `${whole}分之${part}`,
  ko: (whole, part) => `${whole}분의 ${part}`,
};

const NUMBER = String.raw`\d+(?:\.\d+)?`;
const UNIT_AFTER_NUMBER = new RegExp(
  String.raw`(${NUMBER})\s?(kg|mg|ml|cc|cm|mm|°c|g|l|w|%)(?![a-z])`,
  'giu',
);

/** The text with its quantities in words the language's voice says itself. */
export function readQuantities(text: string, language: CjkLanguage): string {
  const units = UNITS[language];
  return (
    text
      .replace(/(\d+)\s?\/\s?(\d+)/gu, (_, part: string, whole: string) =>
        FRACTION[language](whole, part),
      )
      .replace(UNIT_AFTER_NUMBER, (match, amount: string, unit: string) => {
        // Chinese says a percentage first: 百分之五十.
        if (language === 'zh' && unit === '%') return `百分之${amount}`;
        const word = units[unit.toLowerCase()];
        return word === undefined ? match : `${amount}${word}`;
      })
      // After the units, so that "3.5" in "3.5kg" is read too; the digits after the point
      // one by one (0.25 is "zero point two five").
      .replace(/(\d+)\.(\d+)/gu, (match, whole: string, fraction: string) =>
        language === 'ja' ? match : `${whole}${DECIMAL_POINT[language]}${[...fraction].join(' ')}`,
      )
  );
}
