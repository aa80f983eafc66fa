// Orders for text that need no Intl. A page's first Intl.Collator (localeCompare included) loads
// ICU's collation data, 7–25 ms on a phone-class CPU in one go; a list sorted while a page
// starts cannot afford that, and ids and timestamps never needed it.

/** Code-unit order: right for ids and ISO dates and timestamps, which sort as they read. */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const COMBINING_MARKS = /[\u0300-\u036f]/g;
const NOT_ASCII = /[\u0080-\uffff]/;

/** Lower case without accents: "Crème" reads as "creme". */
function fold(text: string): string {
  const lower = text.toLowerCase();
  return NOT_ASCII.test(lower) ? lower.normalize('NFD').replace(COMBINING_MARKS, '') : lower;
}

const isDigit = (code: number) => code >= 48 && code <= 57;

function digitRunEnd(text: string, from: number): number {
  let end = from;
  while (end < text.length && isDigit(text.charCodeAt(end))) end += 1;
  return end;
}

/** Two runs of digits by the numbers they write ("007" equals "7"). */
function compareNumbers(a: string, b: string): number {
  const x = a.replace(/^0+/, '');
  const y = b.replace(/^0+/, '');
  return x.length - y.length || compareCodeUnits(x, y);
}

/**
 * A person's reading order for names: case and accents do not count, and numbers compare as
 * numbers ("Jar 2" before "Jar 10"). Names that differ only in case or accents are equal, so a
 * caller breaks the tie (by id) to keep an order stable.
 */
export function compareNames(a: string, b: string): number {
  const x = fold(a);
  const y = fold(b);
  let i = 0;
  let j = 0;
  while (i < x.length && j < y.length) {
    const cx = x.charCodeAt(i);
    const cy = y.charCodeAt(j);
    if (isDigit(cx) && isDigit(cy)) {
      const endX = digitRunEnd(x, i);
      const endY = digitRunEnd(y, j);
      const byNumber = compareNumbers(x.slice(i, endX), y.slice(j, endY));
      if (byNumber !== 0) return byNumber;
      i = endX;
      j = endY;
    } else {
      if (cx !== cy) return cx - cy;
      i += 1;
      j += 1;
    }
  }
  return x.length - i - (y.length - j);
}
