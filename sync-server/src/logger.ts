/** Structured JSON logs (one line per event) for the server and its requests. */
import { pino, type Logger } from 'pino';
import type { Env } from './env';

export type { Logger };

export function createLogger(level: Env['logLevel']): Logger {
  return pino({ level, base: { service: 'mise-sync-server' } });
}
