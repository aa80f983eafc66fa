/**
 * `pnpm bench:server` (issue 27, part 4): what the built server (`npm start`'s dist/main.js)
 * keeps resident when idle on PGlite, and how soon it answers again after `kill -9`. Printed,
 * never asserted (targets: idle RSS ≤ 250 MB, no first-start spike that stays, answering within
 * 2 s of a restart after `kill -9`).
 *
 * Over a new data folder: the first start (which creates the database); the household of
 * `pnpm bench:api` (150 pantry items, 500 recipes) written through the API and cut by `kill -9`
 * before any checkpoint, and a start over what that left; then KILLS rounds of pantry writes cut
 * by `kill -9` while some are in flight. Each start is timed from the spawn to the first answer
 * of `/api/health` (which asks the database), and after a kill to the household's pantry read
 * back with every acknowledged write in it.
 * The server must be built first (`pnpm build`, or `pnpm --filter @mise/sync-server build`).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { rawGet } from '../src/testing/raw-get';
import { addPantryItem, PANTRY_ITEMS, seedHousehold } from './bench-household';
import { type RunningMise, startMise } from './bench-processes';

const IDLE_SECONDS = Number(process.env.BENCH_SERVER_IDLE_SECONDS ?? 20);
const KILLS = Number(process.env.BENCH_SERVER_KILLS ?? 3);
const WRITES_PER_KILL = 40;
const RSS_TARGET_MB = 250;
const RESTART_TARGET_S = 2;

const built = fileURLToPath(new URL('../dist/main.js', import.meta.url));
if (!existsSync(built)) {
  console.error('bench:server measures the built server: run `pnpm build` first.');
  process.exit(1);
}

async function residentMb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** RSS once the server has been left alone, as it sits between a household's visits. */
async function idleResidentMb(mise: RunningMise): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  return residentMb(mise.pid);
}

async function timedStart(dataDir: string): Promise<{ mise: RunningMise; seconds: number }> {
  const started = performance.now();
  const mise = await startMise({ dataDir, built: true, logLevel: 'warn' });
  return { mise, seconds: (performance.now() - started) / 1000 };
}

const pantrySchema = z.array(z.unknown());

async function pantryCount(url: string, token: string): Promise<number> {
  const response = await rawGet(`${url}/api/pantry`, { authorization: `Bearer ${token}` });
  if (response.status !== 200) throw new Error(`GET /api/pantry: ${response.status}`);
  return pantrySchema.parse(JSON.parse(response.body.toString('utf8'))).length;
}

function line(what: string, figure: string, target = ''): void {
  console.log(`  ${what.padEnd(46)} ${figure.padStart(10)}  ${target}`);
}

async function main(): Promise<void> {
  const dataDir = await mkdtemp(join(tmpdir(), 'mise-server-bench-'));
  let mise: RunningMise | undefined;
  try {
    console.log(`bench:server on PGlite, idle = ${IDLE_SECONDS} s left alone`);
    const first = await timedStart(dataDir);
    mise = first.mise;
    line('first start (creates the database)', `${first.seconds.toFixed(2)} s`);
    line(
      'idle RSS after the first start',
      `${(await idleResidentMb(mise)).toFixed(0)} MB`,
      `target ≤ ${RSS_TARGET_MB} MB`,
    );

    const device = await seedHousehold(mise.url);
    line(
      'idle RSS with the household written',
      `${(await idleResidentMb(mise)).toFixed(0)} MB`,
      `target ≤ ${RSS_TARGET_MB} MB`,
    );
    // No checkpoint since the household's 650 writes: the restart replays them from the WAL.
    await mise.kill();

    const second = await timedStart(dataDir);
    mise = second.mise;
    line(
      'kill -9 after the household: answering again',
      `${second.seconds.toFixed(2)} s`,
      `target ≤ ${RESTART_TARGET_S} s`,
    );
    line(
      'idle RSS after that start',
      `${(await idleResidentMb(mise)).toFixed(0)} MB`,
      `target ≤ ${RSS_TARGET_MB} MB`,
    );

    const token = await device.accessToken();
    let acknowledged = await pantryCount(mise.url, token);
    let next = PANTRY_ITEMS;
    for (let round = 1; round <= KILLS; round += 1) {
      const writes: Promise<unknown>[] = [];
      // Writes in flight when the process dies: only those answered must survive.
      for (let n = 0; n < WRITES_PER_KILL; n += 1) {
        const write = addPantryItem(mise.url, token, next++).then(() => (acknowledged += 1));
        writes.push(write.catch(() => undefined));
        if (n === WRITES_PER_KILL / 2) await write.catch(() => undefined);
      }
      await mise.kill();
      await Promise.all(writes);
      const restart = await timedStart(dataDir);
      mise = restart.mise;
      const answeredAt = performance.now();
      const count = await pantryCount(mise.url, token);
      const readSeconds = restart.seconds + (performance.now() - answeredAt) / 1000;
      line(
        `kill -9 #${round}: answering again`,
        `${restart.seconds.toFixed(2)} s`,
        `target ≤ ${RESTART_TARGET_S} s`,
      );
      line(`kill -9 #${round}: the pantry read back`, `${readSeconds.toFixed(2)} s`);
      if (count < acknowledged) {
        throw new Error(`kill -9 lost writes: ${acknowledged} acknowledged, ${count} read back`);
      }
      acknowledged = count;
    }
  } finally {
    await mise?.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
