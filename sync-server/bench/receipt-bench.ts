/**
 * `pnpm bench:receipts` (issue 24): the receipt reader (@mise/catalog/receipt-items) measured,
 * figures printed, never asserted.
 *
 * 1. Generated receipts with known items (receipt-generator.ts, seed 24): precision and recall
 *    of items, an item right when its name is the expected dictionary entry and its quantity
 *    and unit are right (and, as information, by name alone); restaurant bills recognised; items
 *    invented on hardware and office receipts.
 * 2. `<repo>/../shared/corpora/receipts-sroie/` (or `RECEIPTS_CORPUS=<folder>`), read-only, here
 *    only: the items read from each receipt's transcribed lines (`NNN.txt`, the text after the
 *    eight box coordinates), every one printed with its line to be judged by hand, since these
 *    Malaysian shop receipts are mostly not groceries; then the real OCR of the server
 *    (ocr-reader.ts, tesseract.js, one worker as the route uses it) on the photos: time per
 *    photo (median, p90) and the items read from its text. OCR takes seconds a photo on two
 *    cores, so every fourth photo is read unless `RECEIPT_PHOTOS=all` (or a number: the first
 *    N); `RECEIPT_PHOTOS=0` skips it.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readReceipt } from '@mise/catalog/receipt-items';
import { pino } from 'pino';
import { checkImage } from '../src/ocr/image-limits';
import { imageTypeOf } from '../src/ocr/image-type';
import { createOcrReader } from '../src/ocr/ocr-reader';
import { type ExpectedItem, generateReceipts } from './receipt-generator';

const SEED = 24;
const GENERATED = 400;
const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DEFAULT_CORPUS = resolve(REPO_ROOT, '..', 'shared', 'corpora', 'receipts-sroie');

const percent = (part: number, whole: number) =>
  whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)} %`;

interface Tally {
  expected: number;
  found: number;
  right: number;
  rightByName: number;
  foundNames: number;
}

function scoreGrocery(
  tally: Tally,
  expected: readonly ExpectedItem[],
  found: readonly ExpectedItem[],
) {
  tally.expected += expected.length;
  tally.found += found.length;
  for (const item of found) {
    const wanted = expected.find((want) => want.name === item.name);
    if (!wanted) continue;
    tally.rightByName += 1;
    if (wanted.quantity === item.quantity && wanted.unit === item.unit) tally.right += 1;
  }
  // Names found, counted once each, for recall by name (a food split by unit counts once).
  tally.foundNames += new Set(found.map((item) => item.name)).size;
}

function benchGenerated() {
  const receipts = generateReceipts(SEED, GENERATED);
  const tally: Tally = { expected: 0, found: 0, right: 0, rightByName: 0, foundNames: 0 };
  const byLayout = new Map<string, Tally>();
  let restaurants = 0;
  let restaurantsSeen = 0;
  let restaurantItems = 0;
  let shops = 0;
  let shopItems = 0;
  const wrong = new Map<string, number>();
  for (const receipt of receipts) {
    const reading = readReceipt(receipt.text);
    const found = reading.items.map((item) => ({ ...item, name: item.name.toLowerCase() }));
    if (receipt.kind === 'restaurant') {
      restaurants += 1;
      if (reading.reason === 'restaurant_bill') restaurantsSeen += 1;
      restaurantItems += found.length;
      continue;
    }
    if (receipt.kind === 'shop') {
      shops += 1;
      shopItems += found.length;
      continue;
    }
    scoreGrocery(tally, receipt.expected, found);
    const layout = receipt.layout.split('/')[0] ?? '';
    const own = byLayout.get(layout) ?? {
      expected: 0,
      found: 0,
      right: 0,
      rightByName: 0,
      foundNames: 0,
    };
    scoreGrocery(own, receipt.expected, found);
    byLayout.set(layout, own);
    for (const line of reading.lines) {
      const name = line.item.name.toLowerCase();
      if (!receipt.expected.some((want) => want.name === name)) {
        const key = `${line.line} → ${line.item.name}`;
        wrong.set(key, (wrong.get(key) ?? 0) + 1);
      }
    }
  }
  const grocery = receipts.length - restaurants - shops;
  console.log(
    `\nGenerated receipts (seed ${SEED}): ${grocery} grocery, ${restaurants} restaurant, ${shops} hardware/office`,
  );
  console.log(`  grocery items expected ${tally.expected}, found ${tally.found}`);
  console.log(`  precision (name, quantity, unit): ${percent(tally.right, tally.found)}`);
  console.log(`  recall    (name, quantity, unit): ${percent(tally.right, tally.expected)}`);
  console.log(`  precision (name only):            ${percent(tally.rightByName, tally.found)}`);
  console.log(`  recall    (name only):            ${percent(tally.rightByName, tally.expected)}`);
  for (const [layout, own] of [...byLayout].sort()) {
    console.log(
      `    ${layout.padEnd(3)} precision ${percent(own.right, own.found).padStart(8)}  recall ${percent(own.right, own.expected).padStart(8)}  (${own.expected} items)`,
    );
  }
  console.log(
    `  restaurant bills said to be restaurant bills: ${restaurantsSeen}/${restaurants} (items given: ${restaurantItems})`,
  );
  console.log(`  items invented on hardware/office receipts: ${shopItems} over ${shops} receipts`);
  const worst = [...wrong].sort((a, b) => b[1] - a[1]).slice(0, 12);
  if (worst.length > 0) console.log('  most frequent wrong items (line → item, times):');
  for (const [key, times] of worst) console.log(`    ${times}× ${key}`);
}

function corpusFolder(): string {
  const override = process.env.RECEIPTS_CORPUS;
  return override ? resolve(process.env.INIT_CWD ?? process.cwd(), override) : DEFAULT_CORPUS;
}

/** The text of a transcription: each line's text after its eight box coordinates. */
function transcribed(file: string): string {
  return readFileSync(file, 'utf8')
    .split(/\r?\n/)
    .map((line) => line.split(',').slice(8).join(','))
    .join('\n');
}

function benchTranscriptions(folder: string, names: readonly string[]) {
  let items = 0;
  let restaurants = 0;
  console.log(
    `\nSROIE transcriptions (${names.length} receipts, ${folder}): every item read, to judge by hand`,
  );
  for (const name of names) {
    const reading = readReceipt(transcribed(resolve(folder, `${name}.txt`)));
    if (reading.reason) restaurants += 1;
    items += reading.lines.length;
    const said = reading.reason ? ` [${reading.reason}]` : '';
    if (reading.lines.length > 0 || said) console.log(`  ${name}${said}`);
    for (const { line, item } of reading.lines) {
      console.log(`    "${line}" → ${item.name} ×${item.quantity} ${item.unit}`);
    }
  }
  console.log(
    `  items read: ${items} over ${names.length} receipts; said to be restaurant bills: ${restaurants}`,
  );
}

function photoSubset(names: readonly string[]): readonly string[] {
  const setting = process.env.RECEIPT_PHOTOS;
  if (setting === 'all') return names;
  if (setting !== undefined && /^\d+$/.test(setting)) return names.slice(0, Number(setting));
  return names.filter((_, i) => i % 4 === 0);
}

const quantile = (sorted: readonly number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0;

async function benchPhotos(folder: string, names: readonly string[]) {
  const subset = photoSubset(names);
  if (subset.length === 0) return;
  const which = subset.length === names.length ? 'all' : subset.join(', ');
  console.log(
    `\nSROIE photos through the server's OCR (${subset.length} of ${names.length}: ${which})`,
  );
  const ocr = createOcrReader({ logger: pino({ level: 'silent' }), timeoutMs: 60_000 });
  const times: number[] = [];
  let items = 0;
  try {
    // The worker's start (~0.6 s) is the first scan's alone; it is timed apart.
    const started = performance.now();
    for (const name of subset) {
      const bytes = new Uint8Array(readFileSync(resolve(folder, `${name}.jpg`)));
      const type = imageTypeOf(bytes);
      const checked = type === undefined ? undefined : checkImage(bytes, type);
      const pixels = checked?.ok ? checked.size.pixels : 0;
      const before = performance.now();
      const text = await ocr.read(bytes, pixels);
      const seconds = (performance.now() - before) / 1000;
      times.push(seconds);
      const reading = readReceipt(text);
      items += reading.lines.length;
      const found = reading.lines.map(({ line, item }) => `"${line}" → ${item.name}`).join('; ');
      console.log(
        `  ${name}.jpg ${seconds.toFixed(2)} s${reading.reason ? ` [${reading.reason}]` : ''}${found ? `  ${found}` : ''}`,
      );
    }
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `  time per photo: median ${quantile(sorted, 0.5).toFixed(2)} s, p90 ${quantile(sorted, 0.9).toFixed(2)} s (first photo includes the worker's start)`,
    );
    console.log(
      `  wall time ${((performance.now() - started) / 1000).toFixed(1)} s; items read from the OCR text: ${items}`,
    );
  } finally {
    await ocr.close();
  }
}

async function main() {
  benchGenerated();
  const folder = corpusFolder();
  let names: string[];
  try {
    names = readdirSync(folder)
      .filter((file) => file.endsWith('.txt'))
      .map((file) => file.slice(0, -4))
      .sort();
  } catch {
    console.log(
      `\nbench:receipts: no receipts at ${folder} (set RECEIPTS_CORPUS); corpus not measured.`,
    );
    return;
  }
  benchTranscriptions(folder, names);
  await benchPhotos(folder, names);
}

await main();
