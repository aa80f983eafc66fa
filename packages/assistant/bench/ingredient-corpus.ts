/**
 * Reads the labelled ingredient lines (`<repo>/../shared/corpora/ingredient-lines/*.csv`, or
 * `INGREDIENT_CORPUS=<folder>`), read-only, for the benchmark and the tagger's training; the app
 * never reads them. Lines are split for good into a training part and a held-out fifth by a hash
 * of their text, so the same line (and its repeats) is always on the same side and the benchmark
 * can score the tagger on lines it never learned from.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LabelFields } from '../src/ingredient-reader/align-labels';
import { normaliseLine } from '../src/ingredient-reader/tokens';
import { parseCsv } from '../src/ingredient-line-score';

const COLUMNS = [
  'input',
  'name',
  'quantity',
  'unit',
  'size',
  'preparation',
  'comment',
  'purpose',
] as const;

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const DEFAULT_CORPUS = resolve(REPO_ROOT, '..', 'shared', 'corpora', 'ingredient-lines');

export interface CorpusSource {
  name: string;
  rows: number;
  lines: LabelFields[];
}

export function corpusFolder(): string {
  const override = process.env.INGREDIENT_CORPUS;
  // pnpm runs the script in the package folder; a relative override means the caller's folder.
  if (override) return resolve(process.env.INIT_CWD ?? process.cwd(), override);
  return DEFAULT_CORPUS;
}

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

function readSource(file: string): CorpusSource {
  const [header, ...rows] = parseCsv(readFileSync(file, 'utf8'));
  const at = Object.fromEntries(COLUMNS.map((column) => [column, header?.indexOf(column) ?? -1]));
  const missing = COLUMNS.slice(0, 4).filter((column) => at[column] === -1);
  if (missing.length > 0) fail(`${file} has no column ${missing.join(', ')}`);
  const cell = (row: string[], column: (typeof COLUMNS)[number]) => row[at[column] ?? -1] ?? '';
  const lines = rows
    .map((row) => Object.fromEntries(COLUMNS.map((column) => [column, cell(row, column)])))
    .map((row) => row as unknown as LabelFields)
    .filter((line) => line.name.trim() !== '');
  return { name: basename(file, '.csv'), rows: rows.length, lines };
}

export function readCorpus(): CorpusSource[] {
  const folder = corpusFolder();
  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
    fail(
      `no corpus folder at ${folder}.\n` +
        'It holds the labelled ingredient lines (../shared/corpora/ingredient-lines next to the ' +
        'checkout); set INGREDIENT_CORPUS=<folder of *.csv files> to read another one.',
    );
  }
  const files = readdirSync(folder)
    .filter((file) => file.endsWith('.csv'))
    .sort();
  if (files.length === 0) fail(`no *.csv files in ${folder}`);
  return files.map((file) => readSource(join(folder, file)));
}

/** FNV-1a of the line as the tokeniser sees it, lower-cased: one fifth is held out. */
export function isHeldOut(input: string): boolean {
  let hash = 0x811c9dc5;
  for (const char of normaliseLine(input).toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 5 === 0;
}
