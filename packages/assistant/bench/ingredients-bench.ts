/**
 * `pnpm bench:ingredients`: how well the ingredient-line reader (`splitIngredientLine`) reads
 * real recipe lines, printed, never asserted (issue 22's target: 95 % all-three on every source).
 *
 * It reads every `*.csv` of `<repo root>/../shared/corpora/ingredient-lines/` (the
 * ingredient-parser project's labelled lines; `INGREDIENT_CORPUS=<folder>` reads another folder
 * in the same format), read-only: no line of it is copied into the project, and the product never
 * reads it. Rows without a labelled name are skipped. Per source file and overall it prints the
 * labelled lines, the share right for quantity, unit, name (strict, and lenient: ours holds the
 * labelled name) and all three (with the strict name, and with the lenient one;
 * src/ingredient-line-score.ts says how each is scored), the
 * reader's time per 1,000 lines, then the 15 most common failure patterns of each source with an
 * example (input → ours vs expected, as amount | unit | name).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { splitIngredientLine } from '../src/ingredient-line';
import {
  parseCsv,
  scoreLine,
  type LabelledLine,
  type ReadLine,
} from '../src/ingredient-line-score';
import { failureExample, failurePatterns } from './ingredient-failures';

const TOP_PATTERNS = 15;
const EXAMPLE_INPUT_LENGTH = 70;
const COLUMNS = ['input', 'name', 'quantity', 'unit'] as const;

const REPO_ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const DEFAULT_CORPUS = resolve(REPO_ROOT, '..', 'shared', 'corpora', 'ingredient-lines');

function corpusFolder(): string {
  const override = process.env.INGREDIENT_CORPUS;
  // pnpm runs the script in the package folder; a relative override means the caller's folder.
  if (override) return resolve(process.env.INIT_CWD ?? process.cwd(), override);
  return DEFAULT_CORPUS;
}

function fail(message: string): never {
  console.error(`bench:ingredients: ${message}`);
  process.exit(1);
}

interface Source {
  name: string;
  rows: number;
  lines: LabelledLine[];
}

function readSource(file: string): Source {
  const [header, ...rows] = parseCsv(readFileSync(file, 'utf8'));
  const at = Object.fromEntries(COLUMNS.map((column) => [column, header?.indexOf(column) ?? -1]));
  const missing = COLUMNS.filter((column) => at[column] === -1);
  if (missing.length > 0) fail(`${file} has no column ${missing.join(', ')}`);
  const cell = (row: string[], column: (typeof COLUMNS)[number]) => row[at[column] ?? -1] ?? '';
  const lines = rows
    .map((row) => ({
      input: cell(row, 'input'),
      name: cell(row, 'name'),
      quantity: cell(row, 'quantity'),
      unit: cell(row, 'unit'),
    }))
    .filter((line) => line.name.trim() !== '');
  return { name: basename(file, '.csv'), rows: rows.length, lines };
}

interface Tally {
  lines: number;
  quantity: number;
  unit: number;
  name: number;
  nameLenient: number;
  all: number;
  allLenient: number;
  ms: number;
}

interface Pattern {
  count: number;
  example: string;
  /** The example's input fits the line. */
  short: boolean;
}

function measure(source: Source): { tally: Tally; patterns: Map<string, Pattern> } {
  const inputs = source.lines.map((line) => line.input);
  inputs.forEach((input) => splitIngredientLine(input)); // warm-up, untimed
  const started = performance.now();
  const reads: ReadLine[] = inputs.map((input) => splitIngredientLine(input));
  const ms = performance.now() - started;

  const tally: Tally = {
    lines: 0,
    quantity: 0,
    unit: 0,
    name: 0,
    nameLenient: 0,
    all: 0,
    allLenient: 0,
    ms,
  };
  const patterns = new Map<string, Pattern>();
  source.lines.forEach((label, index) => {
    const read = reads[index];
    if (read === undefined) return;
    const score = scoreLine(read, label);
    tally.lines += 1;
    tally.quantity += Number(score.quantity);
    tally.unit += Number(score.unit);
    tally.name += Number(score.name);
    tally.nameLenient += Number(score.nameLenient);
    tally.all += Number(score.all);
    tally.allLenient += Number(score.allLenient);
    const short = label.input.length <= EXAMPLE_INPUT_LENGTH;
    for (const key of failurePatterns(read, label, score)) {
      const pattern = patterns.get(key);
      if (pattern === undefined) {
        patterns.set(key, { count: 1, example: failureExample(read, label), short });
        continue;
      }
      pattern.count += 1;
      if (short && !pattern.short) {
        pattern.example = failureExample(read, label);
        pattern.short = true;
      }
    }
  });
  return { tally, patterns };
}

const count = (value: number) => value.toLocaleString('en-US');
const percent = (part: number, whole: number) =>
  whole === 0 ? '–' : `${((100 * part) / whole).toFixed(1)} %`;

function tallyRow(name: string, tally: Tally): string {
  const cells = [
    name.padEnd(14),
    count(tally.lines).padStart(8),
    percent(tally.quantity, tally.lines).padStart(9),
    percent(tally.unit, tally.lines).padStart(8),
    percent(tally.name, tally.lines).padStart(8),
    percent(tally.nameLenient, tally.lines).padStart(9),
    percent(tally.all, tally.lines).padStart(10),
    percent(tally.allLenient, tally.lines).padStart(8),
    (tally.lines === 0 ? '–' : ((1000 * tally.ms) / tally.lines).toFixed(2)).padStart(12),
  ];
  return cells.join('  ');
}

function main(): void {
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

  const started = performance.now();
  const results = files.map((file) => {
    const source = readSource(join(folder, file));
    return { source, ...measure(source) };
  });

  const rows = results.reduce((sum, { source }) => sum + source.rows, 0);
  const overall = results.reduce<Tally>(
    (sum, { tally }) => ({
      lines: sum.lines + tally.lines,
      quantity: sum.quantity + tally.quantity,
      unit: sum.unit + tally.unit,
      name: sum.name + tally.name,
      nameLenient: sum.nameLenient + tally.nameLenient,
      all: sum.all + tally.all,
      allLenient: sum.allLenient + tally.allLenient,
      ms: sum.ms + tally.ms,
    }),
    { lines: 0, quantity: 0, unit: 0, name: 0, nameLenient: 0, all: 0, allLenient: 0, ms: 0 },
  );

  console.log(`splitIngredientLine against ${folder} (read-only)`);
  console.log(
    `${count(rows)} rows, ${count(overall.lines)} labelled (rows without a labelled name skipped)\n`,
  );
  console.log(
    [
      'source'.padEnd(14),
      'labelled'.padStart(8),
      'quantity'.padStart(9),
      'unit'.padStart(8),
      'name'.padStart(8),
      'name (~)'.padStart(9),
      'all three'.padStart(10),
      'all (~)'.padStart(8),
      'ms/1k lines'.padStart(12),
    ].join('  '),
  );
  for (const { source, tally } of results) console.log(tallyRow(source.name, tally));
  console.log(tallyRow('overall', overall));
  console.log(
    '\nname: equal once lower-cased, spaces collapsed and end punctuation trimmed; ' +
      'name (~): ours holds the labelled name as whole words;\nall three: quantity, unit and ' +
      'name right; all (~): quantity, unit and name (~) right.',
  );

  for (const { source, tally, patterns } of results) {
    const top = [...patterns.entries()]
      .sort(([, a], [, b]) => b.count - a.count)
      .slice(0, TOP_PATTERNS);
    console.log(
      `\n${source.name}: the ${top.length} most common failure patterns ` +
        '(a line can show several; example: input → ours vs expected, amount | unit | name)',
    );
    for (const [key, pattern] of top) {
      console.log(
        `${count(pattern.count).padStart(7)} ${percent(pattern.count, tally.lines).padStart(7)}  ${key}`,
      );
      console.log(`${' '.repeat(18)}${pattern.example}`);
    }
  }
  console.log(`\n${((performance.now() - started) / 1000).toFixed(1)} s in all`);
}

main();
