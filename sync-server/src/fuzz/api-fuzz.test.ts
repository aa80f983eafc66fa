/**
 * Proof that no payload breaks the API (issue 20, item 8): seeded fast-check batches of hostile
 * requests to every route the app lists and every mutation name of the registry, with no
 * answer of 500 or more (but the documented ones), every 4xx a JSON { error, message }, pushes
 * keeping the protocol's promises, and the server healthy after every batch. CI sends
 * API_FUZZ_RUNS payloads (2,000) over PGlite, and fewer over PostgreSQL when TEST_DATABASE_URL
 * is set; `pnpm soak:fuzz` sends 40,000; API_FUZZ_SEED replays a run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MUTATOR_NAMES } from '@mise/sync/mutators/registry';
import { migrate } from '../storage/migrate';
import {
  type TestEngine,
  pgliteInMemory,
  postgresInSchemas,
} from '../storage/storage-test-engines';
import { buildRequest } from './build-request';
import { exchange } from './exchange';
import { FUZZ_PAYLOADS, FUZZ_POSTGRES_PAYLOADS, FUZZ_SEED } from './fuzz-config';
import { GOOD_REQUESTS, GOOD_REQUEST_STATUS } from './good-requests';
import { type FuzzHarness, startHarness } from './harness';
import { pushNext } from './health';
import { MUTATION_TEMPLATES } from './mutation-templates';
import type { RequestPlan } from './request-plan';
import { runFuzz } from './run-fuzz';
import { restoreRows } from './world';

const testDatabaseUrl = process.env.TEST_DATABASE_URL;
const engines: { engine: TestEngine; payloads: number }[] = [
  { engine: pgliteInMemory(), payloads: FUZZ_PAYLOADS },
  ...(testDatabaseUrl
    ? [{ engine: postgresInSchemas(testDatabaseUrl), payloads: FUZZ_POSTGRES_PAYLOADS }]
    : []),
];

/** A good request to `route`, sent as a real client would. */
function goodPlan(h: FuzzHarness, key: string): RequestPlan {
  const route = h.routes.find((r) => r.key === key);
  if (!route) throw new Error(`no route ${key}`);
  return {
    route,
    auth: { kind: 'valid' },
    params: route.params.map(() => ({ kind: 'real' as const, pick: 0 })),
    query: { kind: 'good' },
    body: { kind: 'good' },
    contentType: { kind: 'natural' },
    headers: [],
  };
}

describe.each(engines)('the API under fuzz, on $engine.label', ({ engine, payloads }) => {
  let h: FuzzHarness;
  beforeAll(async () => {
    const { db } = await engine.create();
    await migrate(db);
    h = await startHarness(db);
  }, 120_000);
  afterAll(async () => {
    await h.close();
    await engine.cleanup();
  });

  it('has a good request for every route, and each is answered as a client expects', async () => {
    const missing = h.routes
      .filter((route) => !(route.key in GOOD_REQUESTS))
      .map((route) => route.key);
    expect(missing, 'routes without a good request in good-requests.ts').toEqual([]);
    const answers: Record<string, number | undefined> = {};
    const expected: Record<string, number | string> = {};
    for (const route of h.routes) {
      await restoreRows(h.server.app, h.server.db, h.world);
      const built = await buildRequest(goodPlan(h, route.key), h.world, h.server.app);
      const answer = await exchange(h.server.app, built.request, h.log);
      answers[route.key] = answer.status;
      const status = answer.status ?? 0;
      const documented = GOOD_REQUEST_STATUS[route.key]?.status;
      expected[route.key] = documented ?? (status >= 200 && status < 300 ? status : '2xx');
    }
    expect(answers).toEqual(expected);
  }, 120_000);

  it('has a valid template for every mutation name, and a push of all of them applies each', async () => {
    expect(Object.keys(MUTATION_TEMPLATES).sort()).toEqual([...MUTATOR_NAMES].sort());
    const client = { clientId: `templates-${h.world.nextUuid()}`, lastMutationId: 0 };
    const mutations = MUTATOR_NAMES.map((name) => ({
      name,
      args: MUTATION_TEMPLATES[name](h.world),
    }));
    const pushed = await pushNext(h.server.app, h.world, client, mutations);
    expect(JSON.parse(pushed.text)).toEqual({ lastMutationId: mutations.length, errors: [] });
  });

  it(`answers ${payloads} hostile payloads (seed ${FUZZ_SEED}) without a 5xx, and stays healthy`, async () => {
    const run = await runFuzz(h, payloads, FUZZ_SEED);
    const perThousand = Math.round((run.ms / Math.max(1, run.payloads)) * 1000);
    console.info(
      [
        `API fuzz on ${engine.label}: ${run.payloads} payloads in ${Math.round(run.ms / 1000)} s ` +
          `(${perThousand} ms per 1,000), seed ${FUZZ_SEED} (replay: API_FUZZ_SEED=${FUZZ_SEED} API_FUZZ_RUNS=${payloads})`,
        `slowest routes: ${[...run.msPerRoute.entries()]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 6)
          .map(
            ([route, ms]) =>
              `${route} ${Math.round(ms / 1000)} s / ${run.perRoute.get(route) ?? 0}`,
          )
          .join(', ')}`,
        `${run.failures.failing().length} failure classes, ${run.failures.classes.size - run.failures.failing().length} notes:`,
        run.failures.report(),
      ].join('\n'),
    );
    expect(run.aborted, 'the run ended early').toBeUndefined();
    expect(run.payloads).toBeGreaterThanOrEqual(payloads);
    const unfuzzed = h.routes
      .filter((route) => !run.perRoute.has(route.key))
      .map((route) => route.key);
    expect(unfuzzed, 'routes that no payload reached').toEqual([]);
    expect(
      run.failures
        .failing()
        .map(
          (c) => `${c.route} → ${c.status ?? 'no answer'} (${c.rule}): ${c.detail.slice(0, 160)}`,
        ),
    ).toEqual([]);
  }, 3_600_000);
});
