// `pnpm bench:barcodes`: the app's still-image decoder (the "Scan from a photo" path) over the
// product photos of ../shared/corpora/barcodes/ (ZXing's blackbox sets, read-only), per set
// and overall: decoded right, decoded wrong, not decoded, and time per photo. A code counts as
// right when it is the expected product's GTIN: a UPC-A code read as its EAN-13 form (a leading
// 0) is the same product. `--set <name>` measures one set; `--misses` lists the failures.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { readBarcode } from '@mise/catalog/gtin';
import { decodeStillImage } from '../src/features/pantry/barcode/still-image-decoder';
import { upcEHint } from '../src/features/pantry/barcode/scanned-code';
import { isPng, pngPixels } from './png-pixels';
import { zxingInNode } from './zxing-in-node';

const CORPUS = resolve(import.meta.dirname, '../../../shared/corpora/barcodes');

interface Tally {
  photos: number;
  right: number;
  wrong: number;
  missed: number;
  skipped: number;
  ms: number;
}

const args = process.argv.slice(2);
const onlySet = args.includes('--set') ? args[args.indexOf('--set') + 1] : undefined;
const listMisses = args.includes('--misses');

const gtinOf = (digits: string, format?: 'upc_e'): string | undefined => {
  const reading = readBarcode(digits, format);
  return reading.ok ? reading.gtin : undefined;
};

const read = await zxingInNode();
const sets = readdirSync(CORPUS, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && (onlySet === undefined || entry.name === onlySet))
  .map((entry) => entry.name)
  .sort();
const tallies = new Map<string, Tally>();
const misses: string[] = [];

for (const set of sets) {
  const tally: Tally = { photos: 0, right: 0, wrong: 0, missed: 0, skipped: 0, ms: 0 };
  tallies.set(set, tally);
  const photos = readdirSync(join(CORPUS, set))
    .filter((name) => /\.(png|jpe?g)$/i.test(name))
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  for (const photo of photos) {
    const bytes = new Uint8Array(readFileSync(join(CORPUS, set, photo)));
    if (!isPng(bytes)) {
      // Node has no JPEG decoder here; the page decodes JPEGs with the browser's own.
      tally.skipped += 1;
      continue;
    }
    const expected = readFileSync(
      join(CORPUS, set, photo.replace(/\.\w+$/, '.txt')),
      'utf8',
    ).trim();
    tally.photos += 1;
    const pixels = pngPixels(bytes);
    const started = performance.now();
    const code = await decodeStillImage(pixels, read);
    tally.ms += performance.now() - started;
    if (!code) {
      tally.missed += 1;
      misses.push(`${set}/${photo}: not decoded`);
    } else if (gtinOf(code.text, upcEHint(code)) === gtinOf(expected)) tally.right += 1;
    else {
      tally.wrong += 1;
      misses.push(`${set}/${photo}: read ${code.text}, expected ${expected}`);
    }
  }
}

const percent = (part: number, whole: number) =>
  whole === 0 ? '-' : `${((100 * part) / whole).toFixed(1)} %`;
const row = (name: string, tally: Tally) =>
  [
    name.padEnd(10),
    String(tally.photos).padStart(6),
    `${String(tally.right).padStart(5)} ${percent(tally.right, tally.photos).padStart(7)}`,
    String(tally.wrong).padStart(6),
    String(tally.missed).padStart(12),
    `${(tally.photos === 0 ? 0 : tally.ms / tally.photos).toFixed(0).padStart(6)} ms`,
    tally.skipped > 0 ? `  (${tally.skipped} non-PNG skipped)` : '',
  ].join('  ');

const total: Tally = { photos: 0, right: 0, wrong: 0, missed: 0, skipped: 0, ms: 0 };
console.log(`Barcodes from photos: ${CORPUS}`);
console.log('set         photos        right   wrong  not decoded   per photo');
for (const [set, tally] of tallies) {
  console.log(row(set, tally));
  for (const key of Object.keys(total) as (keyof Tally)[]) total[key] += tally[key];
}
console.log(row('overall', total));
if (listMisses) console.log(misses.join('\n'));
