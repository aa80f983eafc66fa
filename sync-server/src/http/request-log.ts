/**
 * The request log: a line per API request, and per static file at debug. A household read
 * answered from memory before the app (src/reads/) is written at debug and counted; the count
 * is written at info once a minute, with the first request after the minute. Such reads are
 * the bulk of a busy server's requests, each the same few bytes of log, and one line each was
 * a fifth of their time (`pnpm bench:api`: 0.57× a bare server at info, 0.74× without them).
 */
import type { MiddlewareHandler } from 'hono';
import type { Clock } from '../clock';
import type { Logger } from '../logger';

export const READ_SUMMARY_MS = 60_000;

export interface RequestLog {
  /** Hono middleware, before every other: the line of each request the app answers. */
  middleware: MiddlewareHandler;
  /** A read answered from memory before the app saw it. */
  answeredFromMemory(path: string, status: number): void;
}

export function requestLog(options: { logger: Logger; clock: Clock }): RequestLog {
  const { logger, clock } = options;
  let since = clock().getTime();
  let reads = 0;
  let notModified = 0;

  function summarise() {
    const now = clock().getTime();
    if (now - since < READ_SUMMARY_MS) return;
    if (reads > 0) {
      const seconds = Math.round((now - since) / 1000);
      logger.info({ reads, notModified, seconds }, 'household reads answered from memory');
    }
    since = now;
    reads = 0;
    notModified = 0;
  }

  return {
    middleware: async (c, next) => {
      const started = performance.now();
      await next();
      summarise();
      const { status } = c.res;
      const level = c.req.path.startsWith('/api/') || status >= 400 ? 'info' : 'debug';
      logger[level]({
        method: c.req.method,
        path: c.req.path,
        status,
        ms: Math.round(performance.now() - started),
      });
    },

    answeredFromMemory(path, status) {
      summarise();
      reads += 1;
      if (status === 304) notModified += 1;
      if (logger.isLevelEnabled('debug')) {
        logger.debug({ method: 'GET', path, status, fromMemory: true });
      }
    },
  };
}
