// A new version waits for the user: "New version available — Reload", never a reload on its
// own. Runs its own server over a copy of the build, so changing the service worker here
// cannot disturb the other tests.
import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitForServiceWorkerReady } from './support/service-worker';

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

let server: ChildProcess | undefined;
let origin = '';
let webDist = '';

test.beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'mise-dist-'));
  cpSync(path.resolve(import.meta.dirname, '../dist'), webDist, { recursive: true });
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  server = spawn('node', [path.resolve(import.meta.dirname, '../../sync-server/dist/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      WEB_DIST: webDist,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'mise-data-')),
      LOG_LEVEL: 'warn',
    },
    stdio: 'ignore',
  });
  await expect
    .poll(
      () =>
        fetch(`${origin}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
});

test('a new version is offered with a Reload button and applied only when asked', async ({
  page,
}) => {
  await page.goto(origin);
  await waitForServiceWorkerReady(page);
  // The second load is controlled by the installed worker, as every later visit is.
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);

  // A deploy: the service worker changes on the server.
  appendFileSync(path.join(webDist, 'sw.js'), '\n// a new version\n');
  await page.evaluate(() => {
    (window as Window & { beforeUpdate?: boolean }).beforeUpdate = true;
  });
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await registration?.update();
  });

  const prompt = page.getByText('New version available');
  await expect(prompt).toBeVisible();
  // The page was not reloaded behind the user's back.
  expect(
    await page.evaluate(() => (window as Window & { beforeUpdate?: boolean }).beforeUpdate),
  ).toBe(true);

  await Promise.all([
    page.waitForEvent('framenavigated'),
    page.getByRole('button', { name: 'Reload' }).click(),
  ]);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cook with what you have');
  expect(
    await page.evaluate(() => (window as Window & { beforeUpdate?: boolean }).beforeUpdate),
  ).toBeUndefined();
  await expect(prompt).toBeHidden();
});
