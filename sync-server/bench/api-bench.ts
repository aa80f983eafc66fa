/**
 * `pnpm bench:api` (issue 27): how near a bare `node:http` server Mise serves a household's
 * reads, printed, never asserted (target: ≥ 0.7× for both reads on both engines).
 *
 * Mise runs from source in a child process with its normal logging, over a fresh PGlite folder
 * and then over PostgreSQL (a schema of its own in TEST_DATABASE_URL, by default the database
 * `test` on 127.0.0.1:5432, when it answers). A household of 150 pantry items and 500 recipes is
 * written through the API; each read's body is fetched once and served by a bare server in
 * another child process, byte for byte with the same content type. Autocannon (10 connections)
 * then loads the two alternately, three 10 s runs each after a 3 s warm-up of each; the ratio
 * of their mean requests per second is the figure. Then, for information: one run each with
 * `Accept-Encoding: gzip`; and for the pantry two each of the bare server sending every header
 * Mise sends (the security headers among them), and of Mise restarted at LOG_LEVEL=warn, which
 * show what those two cost.
 *
 * BENCH_API_SECONDS and BENCH_API_ROUNDS shorten a trial run; BENCH_API_CPU_PROF=<dir> writes
 * the Mise process's CPU profile there (node --cpu-prof).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { type RawResponse, rawGet } from '../src/testing/raw-get';
import { type BenchDevice, PANTRY_ITEMS, RECIPES, seedHousehold } from './bench-household';
import { CONNECTIONS, type LoadFigures, mean, runLoad } from './bench-load';
import {
  type MiseOptions,
  type RunningServer,
  startBareServer,
  startMise,
} from './bench-processes';

const SECONDS = Number(process.env.BENCH_API_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_API_ROUNDS ?? 3);
/** The information lines take fewer rounds: they explain the figure, they are not it. */
const INFO_ROUNDS = Math.min(ROUNDS, 2);
const TARGET = 0.7;
const WARM_UP_SECONDS = 3;
const READS = [
  { path: '/api/pantry', items: PANTRY_ITEMS },
  { path: '/api/recipes', items: RECIPES },
] as const;
/** Connection-level headers node adds itself; the rest is what Mise chose to send. */
const TRANSPORT_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length']);

interface FetchedRead {
  path: string;
  contentType: string;
  identity: Buffer;
  gzip: Buffer | undefined;
  miseHeaders: Record<string, string>;
}

function chosenHeaders(response: RawResponse): Record<string, string> {
  return Object.fromEntries(
    Object.entries(response.headers).flatMap(([name, value]) =>
      TRANSPORT_HEADERS.has(name) || value === undefined ? [] : [[name, String(value)]],
    ),
  );
}

async function fetchRead(
  url: string,
  device: BenchDevice,
  read: (typeof READS)[number],
): Promise<FetchedRead> {
  const authorization = `Bearer ${await device.accessToken()}`;
  const plain = await rawGet(`${url}${read.path}`, { authorization });
  const items: unknown = JSON.parse(plain.body.toString('utf8'));
  if (plain.status !== 200 || !Array.isArray(items) || items.length !== read.items) {
    throw new Error(`GET ${read.path} answered ${plain.status} without its ${read.items} items`);
  }
  const gzipped = await rawGet(`${url}${read.path}`, { authorization, 'accept-encoding': 'gzip' });
  return {
    path: read.path,
    contentType: String(plain.headers['content-type']),
    identity: plain.body,
    gzip: gzipped.headers['content-encoding'] === 'gzip' ? gzipped.body : undefined,
    miseHeaders: chosenHeaders(plain),
  };
}

/** The bare server over the same bytes; refuses to measure unless it answers them exactly. */
async function startBareCopy(reads: readonly FetchedRead[], dir: string): Promise<RunningServer> {
  const manifest = await Promise.all(
    reads.map(async (read, n) => {
      const identityFile = join(dir, `read-${n}.body`);
      await writeFile(identityFile, read.identity);
      const gzipFile = read.gzip && join(dir, `read-${n}.body.gz`);
      if (gzipFile && read.gzip) await writeFile(gzipFile, read.gzip);
      const { path, contentType, miseHeaders } = read;
      return { path, contentType, identityFile, gzipFile, miseHeaders };
    }),
  );
  const manifestFile = join(dir, 'manifest.json');
  await writeFile(manifestFile, JSON.stringify(manifest));
  const bare = await startBareServer(manifestFile);
  for (const read of reads) {
    const copy = await rawGet(`${bare.url}${read.path}`, {});
    if (!copy.body.equals(read.identity) || copy.headers['content-type'] !== read.contentType) {
      await bare.stop();
      throw new Error(`the bare server's ${read.path} differs from Mise's`);
    }
  }
  return bare;
}

interface Side {
  url: string;
  headers?: Record<string, string>;
}

/** `rounds` runs of each side, alternating, so the machine's other work weighs on both alike. */
async function compare(
  device: BenchDevice,
  path: string,
  sides: readonly [Side, Side],
  rounds: number,
): Promise<[LoadFigures[], LoadFigures[]]> {
  const runs: [LoadFigures[], LoadFigures[]] = [[], []];
  for (let round = 0; round < rounds; round += 1) {
    for (const [n, side] of sides.entries()) {
      const headers = { authorization: `Bearer ${await device.accessToken()}`, ...side.headers };
      runs[n]?.push(await runLoad(`${side.url}${path}`, headers, SECONDS));
    }
  }
  return runs;
}

/** JIT-compiles the server's path for a read before anything is measured: servers run warm. */
async function warmUp(device: BenchDevice, url: string, path: string) {
  const headers = { authorization: `Bearer ${await device.accessToken()}` };
  await runLoad(`${url}${path}`, headers, WARM_UP_SECONDS);
}

const rps = (runs: readonly LoadFigures[]) => mean(runs.map((run) => run.requestsPerSecond));
const p99 = (runs: readonly LoadFigures[]) => Math.max(...runs.map((run) => run.p99Ms));
const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`;

function report(
  label: string,
  names: readonly [string, string],
  [first, second]: [LoadFigures[], LoadFigures[]],
  verdict: (ratio: number) => string,
) {
  const ratio = rps(first) / rps(second);
  const failed = [...first, ...second].reduce((sum, run) => sum + run.failed, 0);
  const line = (name: string, runs: readonly LoadFigures[]) =>
    `    ${name.padEnd(24)} ${rps(runs).toFixed(0).padStart(6)} req/s ` +
    `(runs ${runs.map((run) => run.requestsPerSecond.toFixed(0)).join(', ')}), p99 ${p99(runs)} ms`;
  console.log(`  ${label}`);
  console.log(line(names[0], first));
  console.log(line(names[1], second));
  console.log(`    ${names[0]} / ${names[1]} = ${ratio.toFixed(2)}×  ${verdict(ratio)}`);
  if (failed > 0)
    console.log(`    ${failed} requests failed: these figures do not measure the read`);
}

const target = (ratio: number) =>
  ratio >= TARGET ? `meets the target ≥ ${TARGET}×` : `BELOW the target ≥ ${TARGET}×`;
const info = () => '(info)';

async function benchEngine(label: string, databaseUrl: string | undefined) {
  const dir = await mkdtemp(join(tmpdir(), 'mise-api-bench-'));
  const options: MiseOptions = {
    dataDir: join(dir, 'data'),
    databaseUrl,
    cpuProfileDir: process.env.BENCH_API_CPU_PROF,
  };
  let mise: RunningServer | undefined;
  let bare: RunningServer | undefined;
  try {
    mise = await startMise(options);
    const device = await seedHousehold(mise.url);
    const reads: FetchedRead[] = [];
    for (const read of READS) reads.push(await fetchRead(mise.url, device, read));
    bare = await startBareCopy(reads, dir);
    const pantry = reads[0];
    console.log(`\n${label} (${CONNECTIONS} connections, ${SECONDS} s runs, alternating)`);
    for (const read of reads) {
      await warmUp(device, mise.url, read.path);
      await warmUp(device, bare.url, read.path);
      const figures = await compare(device, read.path, [mise, bare], ROUNDS);
      const runs = ROUNDS === 1 ? '1 run' : `${ROUNDS} runs`;
      const title = `GET ${read.path} (${kb(read.identity.byteLength)}), ${runs} each`;
      report(title, ['Mise', 'bare'], figures, target);
    }
    for (const read of reads) {
      if (read.gzip === undefined) continue;
      const gzip = { 'accept-encoding': 'gzip' };
      const figures = await compare(
        device,
        read.path,
        [
          { url: mise.url, headers: gzip },
          { url: bare.url, headers: gzip },
        ],
        1,
      );
      const size = `${kb(read.identity.byteLength)} → ${kb(read.gzip.byteLength)}`;
      report(
        `GET ${read.path} with Accept-Encoding: gzip (${size})`,
        ['Mise', 'bare'],
        figures,
        info,
      );
    }
    if (pantry === undefined) return;
    const count = Object.keys(pantry.miseHeaders).length;
    const withMiseHeaders = { url: bare.url, headers: { 'x-bench-headers': 'mise' } };
    const headerFigures = await compare(device, pantry.path, [withMiseHeaders, bare], INFO_ROUNDS);
    const headerLabel = `GET ${pantry.path}: what Mise's ${count} response headers cost a bare server`;
    report(headerLabel, ['bare with Mise headers', 'bare'], headerFigures, info);

    await mise.stop();
    mise = undefined;
    mise = await startMise({ ...options, logLevel: 'warn' });
    await warmUp(device, mise.url, pantry.path);
    const quietFigures = await compare(device, pantry.path, [mise, bare], INFO_ROUNDS);
    const quietLabel = `GET ${pantry.path} with Mise at LOG_LEVEL=warn: what request logging costs`;
    report(quietLabel, ['Mise, warn', 'bare'], quietFigures, info);
  } finally {
    await bare?.stop();
    await mise?.stop();
    await rm(dir, { recursive: true, force: true });
  }
}

/** A schema of its own in the PostgreSQL database, or undefined when none answers. */
async function postgresSchema(): Promise<{ url: string; drop(): Promise<void> } | undefined> {
  const base = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const client = new pg.Client({ connectionString: base, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
  } catch {
    return undefined;
  }
  const schema = `mise_api_bench_${randomBytes(6).toString('hex')}`;
  await client.query(`create schema ${schema}`);
  const url = new URL(base);
  url.searchParams.set('options', `-c search_path=${schema}`);
  return {
    url: url.toString(),
    async drop() {
      await client.query(`drop schema if exists ${schema} cascade`);
      await client.end();
    },
  };
}

await benchEngine('PGlite (a fresh data folder)', undefined);
const postgres = await postgresSchema();
if (postgres === undefined) {
  console.log('\nPostgreSQL: skipped: no PostgreSQL');
} else {
  try {
    await benchEngine('PostgreSQL', postgres.url);
  } finally {
    await postgres.drop();
  }
}
