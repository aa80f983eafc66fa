/**
 * What a photo of a receipt or of labels says was bought (spec §3 "Photo scan result", §5): the
 * text OCR read from it, line by line, matched against the ingredient dictionary. Pure, so the
 * server's scan and its tests share it, and OCR's mistakes can be tested without images.
 *
 * The text is read as a receipt. A restaurant's bill (a table, a server, covers, a service
 * charge) gives no pantry items, and says so. Otherwise each line is one item at most: the
 * shop's header (dates, times, phone numbers), totals, tax, payment, loyalty, coupons and
 * returns are never items, nothing after the total is read, and goods that are not food (bags,
 * batteries, shoes, pans, pens) are never food. Amounts are taken off (receipt/amounts.ts), a
 * line of only a count or weight ("2 @ 1.99" under "MILK") applies to the item above, and the
 * name is put in the dictionary's terms (abbreviations, store brands, the app's other four
 * languages) and looked up (receipt/food-name.ts). A product made of a food ("POTATO CHIPS") is
 * that product or nothing: a scan adds nothing rather than junk.
 */
import type { PhotoScanItem, PhotoScanReason } from '@mise/domain/entities/assistant';
import { toLexiconKey } from '@mise/domain/ingredient-names';
import { TEXT_LIMITS } from '@mise/domain/fields';
import type { PantryCategory } from '@mise/domain/options';
import type { IngredientEntry } from './ingredients';
import {
  AMOUNT_WORDS,
  type Amounts,
  COUNT_BARE_LEADING,
  MAX_QUANTITY,
  MONEY,
  cleanLine,
  measure,
  readAmounts,
} from './receipt/amounts';
import { dictionaryWords, foodOf, readHyphens } from './receipt/food-name';
import {
  isHeaderLine,
  isLoneLabel,
  isRestaurantBill,
  isTakenOff,
  isTotal,
} from './receipt/line-kinds';
import { FROZEN_WORDS, NOT_AN_ITEM_WORDS } from './receipt/words';

/** What a receipt's text gave: its items, or why it gave none. */
export interface ReceiptReading {
  /** Each with the line it was read from (`line`; the first, for one bought on several lines). */
  items: PhotoScanItem[];
  /** Set when the text was read as something that holds no groceries. */
  reason?: PhotoScanReason;
  /** Each item's line as OCR read it, in the order found (before merging): for checking. */
  lines: { line: string; item: PhotoScanItem }[];
}

/** One line's item before duplicates are merged. */
interface LineItem {
  line: string;
  entry: IngredientEntry;
  category: PantryCategory;
  quantity: number;
  unit: string;
  /** Pieces per package ("12CT", "DOZEN"), kept so a count on the next line multiplies it. */
  perPack: number;
}

/** The words of what is left, letters only; one-letter words are tax flags and OCR crumbs. */
function wordsOf(rest: string): string[] {
  return toLexiconKey(readHyphens(rest.replace(/\bw\//g, ' with ')))
    .split(' ')
    .filter((word) => word.length > 1);
}

/**
 * Whether the bare numbers before names are a quantity column rather than line numbers: a
 * receipt that numbers its lines counts up, 1, 2, 3… (with holes where a line holds no item
 * name), while a quantity column mostly repeats 1.
 */
function leadingNumbersAreCounts(lines: readonly string[]): boolean {
  const numbers = lines.flatMap((line) => {
    const found = COUNT_BARE_LEADING.exec(line.trim());
    return found?.[1] === undefined ? [] : [Number(found[1])];
  });
  if (numbers.length < 2) return true;
  const rising = numbers.slice(1).filter((value, i) => value > (numbers[i] ?? 0)).length;
  return rising < (numbers.length - 1) * 0.6;
}

/** Why a line with words is not an item, before any food is looked for in it. */
function notAnItem(words: readonly string[], text: string, raw: string): boolean {
  return (
    isHeaderLine(text) ||
    // Before "LS1" became "lsl" as a word with a digit in it.
    isHeaderLine(raw.toLowerCase()) ||
    isTakenOff(text) ||
    isLoneLabel(words, text) ||
    words.some((word) => NOT_AN_ITEM_WORDS.has(word))
  );
}

function lineItem(
  line: string,
  words: readonly string[],
  amounts: Amounts,
  entry: IngredientEntry,
): LineItem {
  const perPack = amounts.perPack ?? 1;
  return {
    line,
    entry,
    category: dictionaryWords(words).some((word) => FROZEN_WORDS.has(word))
      ? 'freezer'
      : entry.category,
    perPack,
    ...measure(amounts, perPack),
  };
}

function readLines(texts: readonly { raw: string; text: string; misread: Set<string> }[]) {
  const found: LineItem[] = [];
  const counts = leadingNumbersAreCounts(texts.map(({ text }) => text));
  /** The item of the last line that had words, which a count or weight line below refers to. */
  let last: LineItem | undefined;
  for (const { raw, text, misread } of texts) {
    const { amounts, rest } = readAmounts(text, counts);
    const words = wordsOf(rest);
    const hasAmount = amounts.count !== undefined || amounts.weight !== undefined;
    if (words.every((word) => AMOUNT_WORDS.has(word))) {
      // "2 @ 1.99" or "1.20 LB @ 0.59 /LB" under an item; a lone price changes nothing.
      if (hasAmount && last) Object.assign(last, measure(amounts, last.perPack));
      continue;
    }
    if (isTotal(words, text)) break;
    last = undefined;
    if (notAnItem(words, text, raw)) continue;
    const entry = foodOf(words, misread, hasAmount || MONEY.test(text));
    if (!entry) continue;
    last = lineItem(raw.trim(), words, amounts, entry);
    found.push(last);
  }
  return found;
}

/** Reads OCR text as a receipt: its pantry items, or the reason it has none. */
export function readReceipt(ocrText: string): ReceiptReading {
  const texts = ocrText.split(/\r?\n/).map((raw) => ({ raw, ...cleanLine(raw) }));
  if (isRestaurantBill(texts.map(({ text }) => text))) {
    return { items: [], reason: 'restaurant_bill', lines: [] };
  }
  const found = readLines(texts);
  return {
    items: merged(found),
    lines: found.map((item) => ({ line: item.line, item: scanItem(item) })),
  };
}

/**
 * The pantry items OCR text names, in the order first seen, one per ingredient (and unit):
 * "MILK" twice is one Milk, quantity 2. Without the lines they were read from.
 */
export function receiptItems(ocrText: string): PhotoScanItem[] {
  return readReceipt(ocrText).items.map(({ line: _line, ...item }) => item);
}

/** A line is a hint for the cook, never a reason to refuse the answer: one OCR ran on is cut. */
function shortened(line: string): string {
  const trimmed = line.trim();
  return trimmed.length <= TEXT_LIMITS.line
    ? trimmed
    : `${trimmed.slice(0, TEXT_LIMITS.line - 1)}…`;
}

function capitalised(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

function scanItem({ entry, category, quantity, unit }: LineItem): PhotoScanItem {
  return { name: capitalised(entry.name), category, quantity, unit };
}

function merged(found: readonly LineItem[]): PhotoScanItem[] {
  const items = new Map<string, PhotoScanItem>();
  for (const item of found) {
    const key = `${item.entry.name}|${item.category}|${item.unit}`;
    const seen = items.get(key);
    if (seen) seen.quantity = Math.min(MAX_QUANTITY, seen.quantity + item.quantity);
    else
      items.set(
        key,
        item.line.trim() === ''
          ? scanItem(item)
          : { ...scanItem(item), line: shortened(item.line) },
      );
  }
  return [...items.values()];
}
