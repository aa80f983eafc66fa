/**
 * `pnpm bench`: sync figures on this machine, printed, never asserted (budgets are read by
 * people and by docs/budgets.md, not by flaky timed tests).
 * - push and pull of 10,000 mutations through the real engine and server, on PGlite and, when
 *   TEST_DATABASE_URL is set, on PostgreSQL (target: both under 3 s on PGlite);
 * - convergence: a write on one device until it shows on a second device over loopback HTTP
 *   with pokes, median and p95 over 200 writes (target: p95 under 250 ms).
 */
import { serve } from '@hono/node-server';
import { httpTransport } from '@mise/sync/client/http-transport';
import { MemoryStore } from '@mise/sync/client/memory-store';
import { SyncClient, realTime } from '@mise/sync/client/sync-client';
import { listRows } from '@mise/sync/memory-tx';
import type { AddressInfo } from 'node:net';
import { migrate } from '../src/storage/migrate';
import {
  type TestEngine,
  pgliteInMemory,
  postgresInSchemas,
} from '../src/storage/storage-test-engines';
import { createTestApp, type TestApp } from '../src/testing/test-app';
import { type TestDevice, joinDevice, signInDevice } from '../src/testing/two-households';

const MUTATIONS = Number(process.env.BENCH_MUTATIONS ?? 10_000);
const CONVERGENCE_WRITES = Number(process.env.BENCH_WRITES ?? 200);

type Fetch = (path: string, init?: RequestInit) => Promise<Response>;

function device(fetch: Fetch, auth: TestDevice, name: string) {
  const store = new MemoryStore();
  const client = new SyncClient({
    store,
    transport: httpTransport((path, init = {}) =>
      fetch(path, { ...init, headers: { ...init.headers, ...auth.headers } }),
    ),
    ...realTime,
    newClientId: () => `${name}-${crypto.randomUUID()}`,
  });
  return { store, client };
}

const item = (n: number) => ({
  id: `00000000-0000-4000-8000-${n.toString(16).padStart(12, '0')}`,
  name: `Item ${n}`,
  estimatedPrice: 100 + (n % 500),
  createdAt: new Date().toISOString(),
});

async function pushAndPull(server: TestApp): Promise<{ push: number; pull: number }> {
  const fetch: Fetch = async (path, init) => server.app.request(path, init);
  const writerAuth = await signInDevice(server.app);
  const readerAuth = await joinDevice(server.app, writerAuth);
  const writer = device(fetch, writerAuth, 'writer');
  writer.client.setOnline(false);
  for (let n = 1; n <= MUTATIONS; n += 1) await writer.client.mutate('grocery.add', item(n));
  const pushStart = performance.now();
  writer.client.setOnline(true);
  await writer.client.idle();
  const push = performance.now() - pushStart;
  if (writer.client.getStatus().pending !== 0) throw new Error('the push did not finish');

  const reader = device(fetch, readerAuth, 'reader');
  const pullStart = performance.now();
  reader.client.requestSync();
  await reader.client.idle();
  const pull = performance.now() - pullStart;
  const pulled = listRows(reader.store.rows, 'groceryItems').length;
  if (pulled !== MUTATIONS) throw new Error(`pulled ${pulled} rows, expected ${MUTATIONS}`);
  return { push, pull };
}

/** Reads a poke stream and calls onPoke for each poke until stopped. */
async function listen(url: string, auth: TestDevice, onPoke: () => void, signal: AbortSignal) {
  const response = await fetch(`${url}/api/sync/events`, { headers: auth.headers, signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read().catch(() => ({ value: '', done: true }));
    if (done) return;
    buffer += value;
    const events = buffer.split('\n\n');
    buffer = events.pop() ?? '';
    if (events.some((event) => event.includes('event: poke'))) onPoke();
  }
}

async function convergence(server: TestApp): Promise<number[]> {
  const http = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => http.once('listening', resolve));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const fetchUrl: Fetch = (path, init) => fetch(`${url}${path}`, init);
  const aAuth = await signInDevice(server.app);
  const bAuth = await joinDevice(server.app, aAuth);
  const a = device(fetchUrl, aAuth, 'a');
  const b = device(fetchUrl, bAuth, 'b');
  const stop = new AbortController();
  let waiting: { id: string; resolve: () => void } | undefined;
  const onSynced = async () => {
    await b.client.idle();
    const seen =
      waiting && listRows(b.store.rows, 'groceryItems').some((row) => row.id === waiting?.id);
    if (seen) waiting?.resolve();
  };
  void listen(
    url,
    bAuth,
    () => {
      b.client.requestSync();
      void onSynced();
    },
    stop.signal,
  );
  await new Promise((resolve) => setTimeout(resolve, 200));

  const times: number[] = [];
  for (let n = 1; n <= CONVERGENCE_WRITES; n += 1) {
    const row = item(MUTATIONS + n);
    const visible = new Promise<void>((resolve) => (waiting = { id: row.id, resolve }));
    const start = performance.now();
    await a.client.mutate('grocery.add', row);
    await visible;
    times.push(performance.now() - start);
  }
  stop.abort();
  await new Promise((resolve) => http.close(resolve));
  return times;
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const ms = (value: number) => `${value.toFixed(0)} ms`;

async function benchEngine(engine: TestEngine) {
  const { db } = await engine.create();
  await migrate(db);
  const server = await createTestApp({ db });
  try {
    const { push, pull } = await pushAndPull(server);
    const times = await convergence(server);
    console.log(`\n${engine.label}`);
    console.log(`  push ${MUTATIONS} mutations     ${ms(push)}`);
    console.log(`  pull ${MUTATIONS} rows          ${ms(pull)}`);
    console.log(`  push + pull                 ${ms(push + pull)}  (target < 3000 ms on PGlite)`);
    console.log(
      `  convergence over ${CONVERGENCE_WRITES} writes  median ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}  (target p95 < 250 ms)`,
    );
  } finally {
    await server.close();
    await engine.cleanup();
  }
}

const url = process.env.TEST_DATABASE_URL;
for (const engine of [pgliteInMemory(), ...(url ? [postgresInSchemas(url)] : [])]) {
  await benchEngine(engine);
}
