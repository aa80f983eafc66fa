/**
 * Numbers in Japanese text as katakana. espeak-ng's `ja` voice reads digits, but wrongly
 * beyond 99: 100 as "ichi-hyaku", 300 as "san-hyaku", 10000 as "jū-sen". This says them as a
 * person does (hyaku, sanbyaku, ichiman), and minutes with their sound change (ippun, sanpun,
 * juppun), the counter every timer uses.
 */

const DIGITS = ['ゼロ', 'イチ', 'ニ', 'サン', 'ヨン', 'ゴ', 'ロク', 'ナナ', 'ハチ', 'キュウ'];
/** Hundreds and thousands whose sound changes (rendaku, gemination); the rest are regular. */
const HUNDREDS: Readonly<Record<number, string>> = {
  1: 'ヒャク',
  3: 'サンビャク',
  6: 'ロッピャク',
  8: 'ハッピャク',
};
const THOUSANDS: Readonly<Record<number, string>> = { 1: 'セン', 3: 'サンゼン', 8: 'ハッセン' };
/** 10^12 and beyond are not quantities of a kitchen: said digit by digit. */
const LARGEST = 1e12;

function digit(value: number): string {
  return DIGITS[value] ?? '';
}

/** 1–9999: sen, hyaku, jū and ones. */
function belowMan(value: number): string {
  const thousands = Math.floor(value / 1000);
  const hundreds = Math.floor(value / 100) % 10;
  const tens = Math.floor(value / 10) % 10;
  const ones = value % 10;
  return [
    thousands === 0 ? '' : (THOUSANDS[thousands] ?? `${digit(thousands)}セン`),
    hundreds === 0 ? '' : (HUNDREDS[hundreds] ?? `${digit(hundreds)}ヒャク`),
    tens === 0 ? '' : `${tens === 1 ? '' : digit(tens)}ジュウ`,
    ones === 0 ? '' : digit(ones),
  ].join('');
}

export function japaneseNumber(digits: string): string {
  const value = Number(digits);
  if (!Number.isSafeInteger(value) || value >= LARGEST || /^0\d/u.test(digits)) {
    return [...digits].map((each) => digit(Number(each))).join('');
  }
  if (value === 0) return DIGITS[0] ?? '';
  const oku = Math.floor(value / 1e8);
  const man = Math.floor(value / 1e4) % 1e4;
  const rest = value % 1e4;
  return [
    oku === 0 ? '' : `${belowMan(oku)}オク`,
    man === 0 ? '' : `${belowMan(man)}マン`,
    rest === 0 ? '' : belowMan(rest),
  ].join('');
}

/** n 分 (minutes): ippun, nifun, sanpun, yonpun, gofun, roppun, nanafun, happun, kyūfun, juppun. */
function minutes(digits: string): string {
  const value = Number(digits);
  const said = japaneseNumber(digits);
  const ones = value % 10;
  if (ones === 1) return `${said.replace(/イチ$/u, 'イッ')}プン`;
  if (ones === 6) return `${said.replace(/ロク$/u, 'ロッ')}プン`;
  if (ones === 8) return `${said.replace(/ハチ$/u, 'ハッ')}プン`;
  if (ones === 3 || ones === 4) return `${said}プン`;
  if (ones === 0 && value % 100 !== 0) return `${said.replace(/ジュウ$/u, 'ジュッ')}プン`;
  return `${said}フン`;
}

/** Every number of the text in katakana; a decimal's digits after the point one by one. */
export function readJapaneseNumbers(text: string): string {
  return text
    .replace(/(\d+)分/gu, (_, digits: string) => minutes(digits))
    .replace(
      /(\d+)\.(\d+)/gu,
      (_, whole: string, fraction: string) =>
        `${japaneseNumber(whole)}テン${[...fraction].map((each) => digit(Number(each))).join('')}`,
    )
    .replace(/\d+/gu, (digits) => japaneseNumber(digits));
}
