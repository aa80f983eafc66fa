// The embedded engine: PostgreSQL in WebAssembly via PGlite, data in a folder (or in memory).
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import type { Transaction } from '@electric-sql/pglite';
import type { EngineDatabase, Session } from './database';
import { INT8_OID, parseInt8 } from './type-parsers';
import { TransactionScope } from './transaction-scope';

// How PGlite 0.5.16 serialises work on its single connection (read in
// node_modules/@electric-sql/pglite/dist/chunk-UYHX356B.js, class BasePGlite):
// - transaction(fn) runs BEGIN, fn and COMMIT/ROLLBACK inside `_runExclusiveTransaction`, a
//   mutex held for the whole callback;
// - the top-level query()/exec() take that same mutex, while tx.query()/tx.exec() only take
//   the per-statement mutex.
// So concurrent transaction() calls queue one after another and a top-level query never lands
// inside someone else's open transaction: no queue of our own is needed (the contract suite's
// concurrency cases guard against a PGlite upgrade changing this). Two consequences handled
// here: the mutex is not re-entrant, so touching `db` inside fn would wait forever
// (TransactionScope turns that into an error), and a COMMIT that PostgreSQL answers with
// ROLLBACK (a failed statement whose error fn swallowed) rejects with TransactionAbortedError.

/**
 * PostgreSQL's buffers, sized for one household server rather than PGlite's defaults (160 MB of
 * shared buffers, all of it WebAssembly memory the process keeps): its pages are also in the
 * operating system's file cache, and household reads are served from memory (src/reads/).
 * Opening a data folder: 298 MB resident with the defaults, 178 MB with these (issue 27).
 */
const MEMORY_SETTINGS = ['shared_buffers=16MB', 'temp_buffers=2MB', 'wal_buffers=1MB'];

export interface PgliteDatabase extends EngineDatabase {
  /** A copy of the whole database, to open others from (`image`): the tests' fast start. */
  dumpImage(): Promise<Blob>;
}

/**
 * Opens PGlite in dataDir (created if missing), or in memory when no folder is given; from
 * `image` (a dumpImage()) when given, which skips initdb: 1.2 s instead of 2.9 s on 2 cores.
 */
export async function openPglite(dataDir?: string, image?: Blob): Promise<PgliteDatabase> {
  if (dataDir !== undefined) {
    await mkdir(dataDir, { recursive: true });
    if (image === undefined && !existsSync(join(dataDir, 'PG_VERSION'))) {
      await createClusterInChildProcess(dataDir);
    }
  }
  // PGlite returns int8 as a number only while it is safe, else a BigInt: use the shared
  // parser so both engines return a number or fail. jsonb and timestamptz defaults already
  // match pg's (parsed value, Date).
  const pg = await PGlite.create({
    dataDir,
    postgresqlconf: MEMORY_SETTINGS,
    parsers: { [INT8_OID]: parseInt8 },
    ...(image && { loadDataDir: image }),
  });
  const scope = new TransactionScope();
  let closed = false;

  return {
    kind: 'pglite',
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      scope.assertOutside('query');
      const result = await pg.query<Row>(sql, [...params]);
      return result.rows;
    },
    async exec(script: string) {
      scope.assertOutside('exec');
      await pg.exec(script);
    },
    async transaction<T>(fn: (tx: Session) => Promise<T>): Promise<T> {
      scope.assertOutside('transaction');
      return scope.run(() => pg.transaction((tx) => fn(pgliteSession(tx))));
    },
    async dumpImage() {
      scope.assertOutside('dumpImage');
      return pg.dumpDataDir('none');
    },
    async close() {
      if (closed) return;
      closed = true;
      await pg.close();
    },
  };
}

/**
 * initdb grows PGlite's WebAssembly memory to several hundred MB, and a process does not get that
 * back: a server started on a new folder stayed at 558 MB resident (369 MB when initdb ran in a
 * worker thread), against 292 MB when opened on that folder again. So a new folder's cluster is
 * made by a child process, whose memory goes with it, and the server opens the finished folder.
 */
async function createClusterInChildProcess(dataDir: string): Promise<void> {
  const run = promisify(execFile);
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `require(process.argv[1]).PGlite.create({ dataDir: process.argv[2],
    postgresqlconf: JSON.parse(process.argv[3]) }).then((pg) => pg.close())`;
  await run(process.execPath, ['-e', script, pglite, dataDir, JSON.stringify(MEMORY_SETTINGS)]);
}

function pgliteSession(tx: Transaction): Session {
  return {
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      const result = await tx.query<Row>(sql, [...params]);
      return result.rows;
    },
    async exec(script: string) {
      await tx.exec(script);
    },
  };
}
