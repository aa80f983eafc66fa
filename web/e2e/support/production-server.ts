// The production build served by sync-server on a free port with a throwaway data folder, as a
// user would run it (README's first command): for the browser-side budgets, the demo video's
// recording, and the e2e tests that need a server configured otherwise than the shared one.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

const SERVER_ENTRY = fileURLToPath(new URL('../../../sync-server/dist/main.js', import.meta.url));

export interface RunningServer {
  baseUrl: string;
  stop: () => Promise<void>;
}

async function waitForHealth(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`sync-server exited with ${child.exitCode}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`sync-server did not answer ${baseUrl}/api/health within 60 s`);
}

/** `env`: settings on top of the defaults (AI_BASE_URL for a speech-to-text endpoint, say). */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'mise-budgets-'));
  // Embedded storage, as on a fresh machine, even where DATABASE_URL is set for other work.
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const child = spawn(process.execPath, [SERVER_ENTRY], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // Nothing here asks the internet (Open Food Facts names scanned barcodes in real use).
      PRODUCT_LOOKUP_URL: 'off',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
