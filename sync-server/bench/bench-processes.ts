/**
 * The two servers `pnpm bench:api` compares, each in a child process of its own so neither
 * shares a thread with the load generator: Mise started from source exactly as `main.ts` starts
 * in production (through tsx), and the bare `node:http` server of bare-http-server.ts.
 */
import { type ChildProcess, fork, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

/** The node options `npm start` runs the built server with (the root package.json's `serve`). */
function startOptions(): string[] {
  const rootPackage = readFileSync(new URL('../../package.json', import.meta.url), 'utf8');
  const serve = z
    .object({ scripts: z.object({ serve: z.string() }) })
    .parse(JSON.parse(rootPackage));
  const options = /node ((?:--\S+ )*)sync-server\/dist\/main\.js/.exec(serve.scripts.serve);
  if (!options) throw new Error('the root package.json no longer serves sync-server/dist/main.js');
  return options[1]?.split(' ').filter(Boolean) ?? [];
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

export interface RunningMise extends RunningServer {
  pid: number;
  /** `kill -9`: no shutdown, the database left as a crash leaves it. */
  kill(): Promise<void>;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Every server started, so none outlives the bench, however the bench ends. */
const children = new Set<ChildProcess>();
const killAll = () => {
  for (const child of children) child.kill('SIGKILL');
};
process.once('exit', killAll);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.once(signal, () => {
    killAll();
    process.exit(130);
  });
}

function track(child: ChildProcess): ChildProcess {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill(signal);
  });
}

async function waitForHealth(url: string, child: ChildProcess, errors: () => string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Mise exited early:\n${errors()}`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`Mise did not answer /api/health within 3 minutes:\n${errors()}`);
}

export interface MiseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** Where `node --cpu-prof` writes the server's profile, when one is wanted. */
  cpuProfileDir?: string | undefined;
  /** `info`, the server's normal level, unless a run measures what logging costs. */
  logLevel?: 'info' | 'warn';
  /** The built server as `npm start` runs it (its node options too), not the sources through tsx. */
  built?: boolean;
}

/**
 * Mise with its normal (info) logging, written to nowhere: its stdout is discarded, the way a
 * log shipper would take it off the process. Only stderr is kept, to explain a failed start.
 */
export async function startMise(options: MiseOptions): Promise<RunningMise> {
  const port = await freePort();
  const profile = options.cpuProfileDir
    ? ['--cpu-prof', '--cpu-prof-dir', options.cpuProfileDir]
    : [];
  const entry = options.built
    ? [...startOptions(), 'dist/main.js']
    : ['--import', 'tsx', 'src/main.ts'];
  const child = track(
    spawn(process.execPath, [...profile, ...entry], {
      cwd: serverRoot,
      stdio: ['ignore', 'ignore', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: options.dataDir,
        DATABASE_URL: options.databaseUrl ?? '',
        LOG_LEVEL: options.logLevel ?? 'info',
        PRODUCT_LOOKUP_URL: 'off',
      },
    }),
  );
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-4_000);
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, () => stderr);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return {
    url,
    pid: child.pid ?? 0,
    stop: () => stopChild(child),
    kill: () => stopChild(child, 'SIGKILL'),
  };
}

const readySchema = z.object({ port: z.number().int() });

/** The bare server of bare-http-server.ts over the bodies listed in `manifestFile`. */
export async function startBareServer(manifestFile: string): Promise<RunningServer> {
  const child = track(
    fork(fileURLToPath(new URL('bare-http-server.ts', import.meta.url)), [manifestFile], {
      cwd: serverRoot,
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    }),
  );
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (message) => resolve(readySchema.parse(message).port));
    child.once('exit', (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => stopChild(child) };
}
