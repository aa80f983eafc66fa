/**
 * `pnpm bench:import` (issue 23): the recipe importer over the saved recipe pages of
 * `<repo>/../shared/corpora/recipe-pages/` (or `RECIPE_PAGES_CORPUS=<folder>`), read-only, here
 * only: the app never reads the corpus. Figures are printed, never asserted; a missing corpus is
 * said and the script still exits 0.
 *
 * The path a cook's import takes: each `<site>/<name>.html` is served by a node:http server on
 * 127.0.0.1 and imported through POST /api/recipes/import of the whole app (createTestApp, PGlite
 * in memory, one signed-in device), with the importer that RECIPE_IMPORT_ALLOW_LOOPBACK=1 makes
 * (loopback allowed) and the route's per-device limit raised through createTestApp's
 * `recipeImport.rateLimit`, so 160 imports in a minute are not refused. Pages are imported one
 * after another; pages/s counts the whole round trip (HTTP fetch, parse, schema check, JSON).
 * Each page is served at its canonical address's path, so the page's relative image addresses
 * resolve as they would on the site; an image on the loopback origin is then read on the
 * canonical origin.
 *
 * Scoring against `<name>.json` (recipe-scrapers' expected values), a field only where the JSON
 * has it. Text is normalised lightly: entities decoded, white space collapsed, case ignored,
 * trailing punctuation (. , ; : ! ?) stripped.
 * - imported: a draft came back (200); otherwise the API's error code is counted;
 * - title: draft name equals `title`; description: draft description equals `description`;
 * - ingredients (count): as many draft rows as `ingredients` lines;
 * - ingredients (text): counts equal and every row i matches line i: each draft row is rebuilt as
 *   "amount unit name, note"; the line's words (letters, plurals made singular; unit words and
 *   little words such as "of", "to", "de" left out, UNIT_WORDS) must all be among the row's
 *   words, and the line's first number (1 1/2, ½, the first of 2-3) must equal the row's amount
 *   when the line has one. Unit spelling is not compared, in any of our five languages (the
 *   draft writes "tsp" for "teaspoons", "clove" for "gousses" or "Zehen"). `ingredient lines`
 *   (info) is the share of lines matched one by one, line i against row i, as far as both lists
 *   go;
 * - steps (count): the draft's steps equal `instructions_list` in number, where a draft step that
 *   opens with "<heading>: " and whose heading is itself an entry of `instructions_list` (a
 *   HowToSection's name, which the importer folds into the section's first step; it may hold a
 *   colon of its own) counts as two;
 *   `steps (raw count)` (info) compares the bare counts;
 * - total time: the draft's cookTime (the page's totalTime, else prep + cook) equals
 *   `total_time` minutes; prep time and cook time: the draft's timeSplit.prep and .cook equal
 *   `prep_time` and `cook_time` (a second overall figure leaves both out, as before the draft
 *   had them);
 * - yields: the draft's servings equals the first number of `yields`;
 * - image: the draft's imageUrl equals `image`, scheme and query string ignored; info rows count
 *   drafts with any image, and the same file with a size suffix ("-225x225", "-scaled") ignored;
 * - overall: every one of these fields the JSON has is right (and overall without prep/cook).
 * Pages that were not imported count wrong in every field they have. The 15 imported pages with
 * the most misses are listed with a short diff; BENCH_IMPORT_DETAILS=1 lists all of them.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { type Server, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { textContent } from 'domutils';
import { parseDocument } from 'htmlparser2';
import { z } from 'zod';
import { type RecipeImportDraft, recipeImportDraftSchema } from '@mise/domain/api/recipe-import';
import { createRecipeImporter } from '../src/recipe-import/recipe-importer';
import { createTestApp } from '../src/testing/test-app';
import { signInDevice } from '../src/testing/two-households';

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DEFAULT_CORPUS = resolve(REPO_ROOT, '..', 'shared', 'corpora', 'recipe-pages');
const WORST_SHOWN = 15;

const expectedSchema = z.object({
  canonical_url: z.string().optional(),
  host: z.string().optional(),
  title: z.string().optional(),
  description: z.string().nullish(),
  ingredients: z.array(z.string()).optional(),
  instructions_list: z.array(z.string()).optional(),
  yields: z.string().nullish(),
  total_time: z.number().nullish(),
  prep_time: z.number().nullish(),
  cook_time: z.number().nullish(),
  image: z.string().nullish(),
});
type Expected = z.infer<typeof expectedSchema>;

const errorSchema = z.object({ error: z.string() });

const FIELDS = [
  'title',
  'description',
  'ingredients (count)',
  'ingredients (text)',
  'steps (count)',
  'total time',
  'prep time',
  'cook time',
  'yields',
  'image',
] as const;
type Field = (typeof FIELDS)[number];
/** Left out of the second overall figure, to compare with runs from before the draft had them. */
const PREP_COOK: ReadonlySet<Field> = new Set(['prep time', 'cook time']);

interface Page {
  site: string;
  name: string;
  html: Buffer;
  expected: Expected;
  path: string;
  /** The page's address on its site (canonical_url, on `host` when relative). */
  siteUrl: URL | undefined;
}

interface Outcome {
  page: Page;
  error?: string;
  /** Each applicable field: right or what differed. */
  fields: Map<Field, true | string>;
  /** Info rows, not in overall. */
  stepsRaw?: boolean;
  linesRight: number;
  linesApplicable: number;
  /** Info: the draft has an image at all; the same file as expected, size suffix ignored. */
  imageAny?: boolean;
  imageSameFile?: boolean;
}

function corpusFolder(): string {
  const override = process.env.RECIPE_PAGES_CORPUS;
  if (override) return resolve(process.env.INIT_CWD ?? process.cwd(), override);
  return DEFAULT_CORPUS;
}

function readPages(folder: string): Page[] {
  const pages: Page[] = [];
  const paths = new Set<string>();
  for (const site of readdirSync(folder).sort()) {
    const siteFolder = join(folder, site);
    if (!statSync(siteFolder).isDirectory()) continue;
    for (const file of readdirSync(siteFolder).sort()) {
      if (!file.endsWith('.html')) continue;
      const name = file.slice(0, -'.html'.length);
      const jsonFile = join(siteFolder, `${name}.json`);
      if (!existsSync(jsonFile)) continue;
      const expected = expectedSchema.parse(JSON.parse(readFileSync(jsonFile, 'utf8')));
      const siteUrl = siteAddress(expected, site);
      let path = `/${site}/${name}`;
      const own = siteUrl === undefined ? path : `${siteUrl.pathname}${siteUrl.search}`;
      if (!paths.has(own)) path = own;
      paths.add(path);
      const html = readFileSync(join(siteFolder, file));
      pages.push({ site, name, html, expected, path, siteUrl });
    }
  }
  return pages;
}

function siteAddress(expected: Expected, site: string): URL | undefined {
  try {
    return new URL(expected.canonical_url ?? '/', `https://${expected.host ?? site}`);
  } catch {
    return undefined;
  }
}

function serve(pages: readonly Page[]): Promise<Server> {
  const byPath = new Map(pages.map((page) => [page.path, page]));
  const server = createServer((request, response) => {
    const page = byPath.get(request.url ?? '');
    if (page === undefined) response.writeHead(404, { 'content-type': 'text/plain' }).end();
    else response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page.html);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

// ---- normalisation ------------------------------------------------------------------------

const decode = (text: string) => textContent(parseDocument(text));

function normal(text: string): string {
  return decode(text)
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
    .replace(/[.,;:!?]+$/, '')
    .trim();
}

const VULGAR: Readonly<Record<string, string>> = {
  '¼': ' 1/4',
  '½': ' 1/2',
  '¾': ' 3/4',
  '⅓': ' 1/3',
  '⅔': ' 2/3',
  '⅛': ' 1/8',
  '⅜': ' 3/8',
  '⅝': ' 5/8',
  '⅞': ' 7/8',
  '⅕': ' 1/5',
  '⅙': ' 1/6',
};

function withAsciiFractions(text: string): string {
  return text.replace(/[¼½¾⅓⅔⅛⅜⅝⅞⅕⅙]/g, (c) => VULGAR[c] ?? c).replace(/⁄/g, '/');
}

/** The first number of a text: "1 1/2" → 1.5, "½" → 0.5, "2-3" → 2; undefined when none. */
function firstNumber(text: string): number | undefined {
  const match = /(\d+(?:[.,]\d+)?)(?:\s+(\d+)\/(\d+)|\/(\d+))?/.exec(withAsciiFractions(text));
  if (match === null) return undefined;
  const [, whole, num, den, slashDen] = match;
  const base = Number(whole?.replace(',', '.'));
  if (slashDen !== undefined) return base / Number(slashDen);
  if (num !== undefined && den !== undefined) return base + Number(num) / Number(den);
  return base;
}

/**
 * Words a line may spell differently from the draft's unit, and the little words around an
 * amount ("2 to 3", "pinch of", "300 g de"), in the corpus's languages; singular forms.
 */
const UNIT_WORDS: ReadonlySet<string> = new Set([
  ...['cup', 'c', 'tablespoon', 'tbsp', 'tbs', 'tbl', 'tb', 'teaspoon', 'tsp', 'ts', 't'],
  ...['g', 'gm', 'gram', 'gramme', 'gramm', 'gr', 'kg', 'kilogram', 'mg', 'ml', 'l', 'cl', 'dl'],
  ...['millilitre', 'milliliter', 'litre', 'liter', 'deciliter', 'decilitre', 'fl', 'oz'],
  ...['ounce', 'lb', 'lbs', 'pound', 'pint', 'pt', 'quart', 'qt', 'gallon', 'gal', 'piece', 'pc'],
  ...['pinch', 'dash', 'count', 'sprig', 'leaf', 'leave', 'of', 'to', 'a', 'an'],
  ...[
    'stück',
    'stk',
    'el',
    'tl',
    'pl',
    'msp',
    'cuillère',
    'soupe',
    'café',
    'gousse',
    'pincée',
    'tranche',
    'cuillerée',
    // "4 cs de parmesan", "1 cc de sel": the French spoons abbreviated.
    'cs',
    'cc',
    'diente',
    'cucharada',
    'cucharadita',
    'pizca',
    'taza',
    'spicchio',
    'spicchi',
    'cucchiaio',
    'cucchiai',
    'cucchiaino',
    'cucchiaini',
    'pizzico',
    'fetta',
    'fette',
    'zehe',
    'zehen',
    'esslöffel',
    'teelöffel',
    'prise',
    'scheibe',
    'à',
    'de',
    'd',
    'di',
  ],
]);

/** A word without its plural ending: "leaves" → "leave", "dashes" → "dash", "cups" → "cup". */
function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  // "gousses" → "gousse" (a line and its row go through the same rule, so "glasses" → "glasse"
  // costs nothing).
  if (word.length > 4 && word.endsWith('sses')) return word.slice(0, -1);
  if (word.length > 4 && /(?:sh|ch|x)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

function words(text: string): Set<string> {
  const found = decode(text)
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word !== '')
    .map(singular);
  return new Set(found);
}

function rowText(row: RecipeImportDraft['ingredients'][number]): string {
  const main = [row.amount, row.unit, row.name].filter((part) => part !== '').join(' ');
  return row.note === undefined ? main : `${main}, ${row.note}`;
}

function rowMatches(line: string, row: RecipeImportDraft['ingredients'][number]): boolean {
  const have = words(rowText(row));
  for (const word of words(line)) {
    if (!UNIT_WORDS.has(word) && !have.has(word)) return false;
  }
  const amount = firstNumber(line);
  if (amount === undefined) return true;
  const drafted = firstNumber(row.amount);
  return drafted !== undefined && Math.abs(drafted - amount) < 0.01;
}

function imageKey(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.host}${parsed.pathname}`.toLowerCase();
  } catch {
    return url.toLowerCase();
  }
}

/**
 * The draft's steps, a step opening with an expected heading ("For the sauce: …") as two; the
 * heading may hold a colon of its own ("Final cook: make it jam: Put…").
 */
function stepCount(draft: RecipeImportDraft, expectedSteps: readonly string[]): number {
  const headings = new Set(expectedSteps.map(normal).filter((step) => step !== ''));
  let count = 0;
  for (const step of draft.instructions) {
    count += 1;
    const text = step.instruction;
    for (let colon = text.indexOf(': '); colon > 0; colon = text.indexOf(': ', colon + 1)) {
      if (headings.has(normal(text.slice(0, colon)))) {
        count += 1;
        break;
      }
    }
  }
  return count;
}

/** An image's host and path without a size suffix ("-225x225", "-scaled") or extension. */
const fileKey = (url: string) => imageKey(url).replace(/(?:-\d+x\d+|-scaled)*\.[a-z0-9]+$/, '');

/** The last characters of an address, where sizes and crops differ. */
const tail = (text: string, max = 50) => (text.length <= max ? text : `…${text.slice(-max)}`);

/** Where two texts part, after normalisation. */
function differsAt(a: string, b: string): string {
  const x = normal(a);
  const y = normal(b);
  let at = 0;
  while (at < x.length && x[at] === y[at]) at += 1;
  return `differs at ${at} (${x.length} vs ${y.length} chars)`;
}

const short = (text: string, max = 60) =>
  text.length <= max ? text : `${text.slice(0, max - 1)}…`;

// ---- scoring ------------------------------------------------------------------------------

function score(page: Page, draft: RecipeImportDraft | undefined, error?: string): Outcome {
  const want = page.expected;
  const fields = new Map<Field, true | string>();
  const outcome: Outcome = { page, fields, linesRight: 0, linesApplicable: 0 };
  if (error !== undefined) outcome.error = error;
  const mark = (field: Field, right: boolean, diff: () => string) =>
    fields.set(field, right ? true : draft === undefined ? 'not imported' : diff());

  if (want.title !== undefined) {
    mark('title', draft !== undefined && normal(draft.name) === normal(want.title), () =>
      short(`"${draft?.name}" ≠ "${want.title}"`),
    );
  }
  if (want.description != null && normal(want.description) !== '') {
    const wanted = want.description;
    mark(
      'description',
      draft?.description !== undefined && normal(draft.description) === normal(wanted),
      () => (draft?.description === undefined ? 'none' : differsAt(draft.description, wanted)),
    );
  }
  if (want.ingredients !== undefined) {
    const lines = want.ingredients;
    const rows = draft?.ingredients ?? [];
    mark(
      'ingredients (count)',
      draft !== undefined && rows.length === lines.length,
      () => `${rows.length} ≠ ${lines.length}`,
    );
    let firstMiss: string | undefined;
    for (let i = 0; i < lines.length; i += 1) {
      outcome.linesApplicable += 1;
      const row = rows[i];
      const line = lines[i] ?? '';
      if (row !== undefined && rowMatches(line, row)) outcome.linesRight += 1;
      else
        firstMiss ??=
          row === undefined ? `line ${i + 1} missing` : short(`"${rowText(row)}" vs "${line}"`);
    }
    mark(
      'ingredients (text)',
      draft !== undefined && rows.length === lines.length && firstMiss === undefined,
      () => firstMiss ?? `${rows.length} ≠ ${lines.length} rows`,
    );
  }
  if (want.instructions_list !== undefined) {
    const steps = want.instructions_list;
    const count = draft === undefined ? 0 : stepCount(draft, steps);
    mark(
      'steps (count)',
      draft !== undefined && count === steps.length,
      () => `${count} ≠ ${steps.length}`,
    );
    outcome.stepsRaw = draft !== undefined && draft.instructions.length === steps.length;
  }
  if (want.total_time != null) {
    const minutes = want.total_time;
    mark(
      'total time',
      draft?.cookTime === minutes,
      () => `${draft?.cookTime ?? 'none'} ≠ ${minutes}`,
    );
  }
  for (const [field, minutes, part] of [
    ['prep time', want.prep_time, draft?.timeSplit?.prep],
    ['cook time', want.cook_time, draft?.timeSplit?.cook],
  ] as const) {
    if (minutes != null) mark(field, part === minutes, () => `${part ?? 'none'} ≠ ${minutes}`);
  }
  if (want.yields != null) {
    const servings = firstNumber(want.yields);
    if (servings !== undefined) {
      mark('yields', draft?.servings === servings, () =>
        short(`${draft?.servings ?? 'none'} ≠ "${want.yields}"`),
      );
    }
  }
  if (want.image != null && want.image !== '') {
    const wanted = want.image;
    const got = draft?.imageUrl;
    outcome.imageAny = got !== undefined;
    outcome.imageSameFile = got !== undefined && fileKey(got) === fileKey(wanted);
    mark('image', got !== undefined && imageKey(got) === imageKey(wanted), () =>
      got === undefined ? 'none' : `${tail(imageKey(got))} ≠ ${tail(imageKey(wanted))}`,
    );
  }
  return outcome;
}

// ---- the run ------------------------------------------------------------------------------

const percent = (right: number, of: number) =>
  of === 0 ? '   –  ' : `${((right / of) * 100).toFixed(1).padStart(5)} %`;

function row(label: string, right: number, of: number): string {
  return `  ${label.padEnd(38)} ${String(right).padStart(4)} / ${String(of).padEnd(4)} ${percent(right, of)}`;
}

async function main(): Promise<void> {
  const folder = corpusFolder();
  if (!existsSync(folder)) {
    console.log(
      `bench:import: no recipe pages at ${folder} (set RECIPE_PAGES_CORPUS to the folder); nothing measured.`,
    );
    return;
  }
  const pages = readPages(folder);
  if (pages.length === 0) {
    console.log(
      `bench:import: ${folder} holds no <site>/<name>.html with its .json; nothing measured.`,
    );
    return;
  }
  const server = await serve(pages);
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const t = await createTestApp({
    recipeImport: {
      importer: createRecipeImporter({ allowLoopback: true }),
      rateLimit: { limit: pages.length * 10, windowMs: 60_000 },
    },
  });
  const outcomes: Outcome[] = [];
  let elapsed = 0;
  try {
    const device = await signInDevice(t.app);
    const started = performance.now();
    for (const page of pages) {
      const response = await t.app.request('/api/recipes/import', {
        method: 'POST',
        headers: { ...device.headers, 'content-type': 'application/json' },
        body: JSON.stringify({ url: `${origin}${page.path}` }),
      });
      const body: unknown = await response.json();
      if (response.status === 200) {
        const draft = recipeImportDraftSchema.parse(body);
        if (draft.imageUrl?.startsWith(`${origin}/`) && page.siteUrl !== undefined) {
          draft.imageUrl = new URL(draft.imageUrl.slice(origin.length), page.siteUrl).href;
        }
        outcomes.push(score(page, draft));
      } else {
        const parsed = errorSchema.safeParse(body);
        outcomes.push(
          score(page, undefined, parsed.success ? parsed.data.error : `http_${response.status}`),
        );
      }
    }
    elapsed = (performance.now() - started) / 1000;
  } finally {
    await t.close();
    await new Promise<void>((done) => server.close(() => done()));
  }
  report(outcomes, elapsed, folder);
}

function report(outcomes: readonly Outcome[], seconds: number, folder: string): void {
  const imported = outcomes.filter((outcome) => outcome.error === undefined).length;
  const sites = new Set(outcomes.map((outcome) => outcome.page.site)).size;
  console.log(`bench:import — ${outcomes.length} pages of ${sites} sites from ${folder}`);
  console.log(
    `  ${seconds.toFixed(1)} s, ${(outcomes.length / seconds).toFixed(1)} pages/s (loopback HTTP, POST /api/recipes/import, one at a time)\n`,
  );
  console.log(row('imported (a draft came back)', imported, outcomes.length));
  for (const field of FIELDS) {
    const applicable = outcomes.filter((outcome) => outcome.fields.has(field));
    const right = applicable.filter((outcome) => outcome.fields.get(field) === true).length;
    console.log(row(field, right, applicable.length));
  }
  const withSteps = outcomes.filter((outcome) => outcome.stepsRaw !== undefined);
  console.log(
    row(
      'steps (raw count, info)',
      withSteps.filter((outcome) => outcome.stepsRaw === true).length,
      withSteps.length,
    ),
  );
  const info = (label: string, pick: (outcome: Outcome) => boolean | undefined) => {
    const known = outcomes.filter((outcome) => pick(outcome) !== undefined);
    console.log(row(label, known.filter((outcome) => pick(outcome) === true).length, known.length));
  };
  info('image (any image, info)', (outcome) => outcome.imageAny);
  info('image (same file, size ignored, info)', (outcome) => outcome.imageSameFile);
  const linesRight = outcomes.reduce((sum, outcome) => sum + outcome.linesRight, 0);
  const linesAll = outcomes.reduce((sum, outcome) => sum + outcome.linesApplicable, 0);
  console.log(row('ingredient lines (one by one, info)', linesRight, linesAll));
  const allRight = (outcome: Outcome, skip: ReadonlySet<Field>) =>
    [...outcome.fields].every(([field, verdict]) => skip.has(field) || verdict === true);
  console.log(
    row(
      'overall (every field right)',
      outcomes.filter((o) => allRight(o, new Set())).length,
      outcomes.length,
    ),
  );
  console.log(
    row(
      'overall without prep/cook time',
      outcomes.filter((o) => allRight(o, PREP_COOK)).length,
      outcomes.length,
    ),
  );

  const errors = new Map<string, number>();
  for (const outcome of outcomes) {
    if (outcome.error !== undefined)
      errors.set(outcome.error, (errors.get(outcome.error) ?? 0) + 1);
  }
  console.log('\nerrors:');
  if (errors.size === 0) console.log('  none');
  for (const [code, count] of [...errors].sort((a, b) => b[1] - a[1])) {
    const sitesOf = outcomes
      .filter((outcome) => outcome.error === code)
      .map((outcome) => outcome.page.site);
    console.log(`  ${code.padEnd(20)} ${String(count).padStart(4)}  ${sitesOf.join(', ')}`);
  }

  // Pages not imported are listed above; BENCH_IMPORT_DETAILS=1 lists every imported page's misses.
  const failures = (outcome: Outcome) =>
    [...outcome.fields].filter(([, verdict]) => verdict !== true);
  const misses = outcomes
    .filter((outcome) => outcome.error === undefined)
    .map((outcome) => ({ outcome, failed: failures(outcome) }))
    .filter(({ failed }) => failed.length > 0)
    .sort(
      (a, b) =>
        b.failed.length - a.failed.length || a.outcome.page.site.localeCompare(b.outcome.page.site),
    );
  const shown = process.env.BENCH_IMPORT_DETAILS === '1' ? misses : misses.slice(0, WORST_SHOWN);
  console.log(`\nworst ${shown.length} imported pages of ${misses.length} with a miss:`);
  for (const { outcome, failed } of shown) {
    console.log(`  ${outcome.page.site}`);
    for (const [field, verdict] of failed) console.log(`      ${field}: ${String(verdict)}`);
  }
}

await main();
process.exit(0);
