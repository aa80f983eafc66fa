/**
 * Proof of no lost writes (docs/sync-protocol.md S1–S8, S12): seeded random households of 3–4
 * devices on the real engine and the real server, through a network that loses, repeats and
 * delays requests, loses answers after commit, partitions devices and restarts the server.
 * Runs on PGlite always and on PostgreSQL when TEST_DATABASE_URL is set; `pnpm soak` runs the
 * same property for many more seeds (SYNC_FAULT_RUNS).
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { migrate } from '../../storage/migrate';
import { enginesUnderTest } from '../../storage/storage-test-engines';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { runScenario } from './run-scenario';
import { scenarioArb, type Scenario } from './script';

const RUNS = Number(process.env.SYNC_FAULT_RUNS ?? 100);
const SEED =
  process.env.SYNC_FAULT_SEED === undefined ? undefined : Number(process.env.SYNC_FAULT_SEED);
/** Shrinking replays a failure many times; the soak turns it on to report a minimal case. */
const SHRINK = process.env.SYNC_FAULT_SHRINK === '1';

/** Seeds that once failed, replayed on every run so the bugs they found stay fixed. */
// 2139111630: two devices healing at once raced in the reference model (a harness bug, fixed by
// passing pushes one at a time); kept so the harness itself stays honest.
const PINNED_SEEDS: number[] = [2139111630];

const engines = enginesUnderTest();

describe.each(engines)('sync under faults on $label (S1–S8, S12)', (engine) => {
  let server: TestApp;
  beforeAll(async () => {
    const { db } = await engine.create();
    await migrate(db);
    // Pages of one push each (S16), so devices are also cut off between the pages of a pull.
    server = await createTestApp({ db, pullPageRows: 1 });
  });
  afterAll(async () => {
    await server.close();
    await engine.cleanup();
  });

  const property = () =>
    fc.asyncProperty(scenarioArb, (scenario: Scenario) =>
      runScenario({ startApp: () => server.restartApp(), db: server.db }, scenario),
    );

  it(`keeps every write, exactly once, across ${RUNS} random households`, async () => {
    await fc.assert(property(), { numRuns: RUNS, seed: SEED, endOnFailure: !SHRINK });
  }, 900_000);

  it.each(PINNED_SEEDS)('seed %i stays fixed', async (seed) => {
    await fc.assert(property(), { numRuns: 1, seed });
  });
});
