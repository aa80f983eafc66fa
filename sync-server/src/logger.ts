/** Structured JSON logs (one line per event) for the server and its requests. */
import { pino, type Logger } from 'pino';
import type { Env } from './env';

export type { Logger };

/** Lines are held until this much is waiting, so a busy server writes a few times a second. */
const LOG_BATCH_BYTES = 4096;
/** ... and never longer than this, so a quiet server's log is at most a second behind. */
const LOG_FLUSH_MS = 1000;

export function createLogger(level: Env['logLevel']): Logger {
  // Asynchronous and batched: each write hands the lines to libuv's thread pool, which wakes a
  // thread. One write per request line was a fifth of a cached read's time (pnpm bench:api);
  // one per 4 KB of lines is a few a second. pino flushes what is left when the process exits;
  // a kill -9 loses at most the last second of lines.
  return pino(
    { level, base: { service: 'mise-sync-server' } },
    pino.destination({ sync: false, minLength: LOG_BATCH_BYTES, periodicFlush: LOG_FLUSH_MS }),
  );
}
