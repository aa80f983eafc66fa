/**
 * A logger for the app under fuzz that keeps what it logs at error level, so each failing
 * payload is reported with the exception the server logged for it, not only its status.
 */
import { pino, type Logger } from 'pino';
import { z } from 'zod';

export interface LoggedError {
  /** The log line's message, e.g. `unhandled error`. */
  msg: string;
  /** The error's type and message, e.g. `error: invalid byte sequence for encoding "UTF8"`. */
  error: string;
  /** The first frame of the stack inside the project, where the error came from. */
  where: string;
}

export interface CapturedLog {
  logger: Logger;
  /** The errors logged since the last drain. */
  drain(): LoggedError[];
}

const lineSchema = z.object({
  msg: z.string().default(''),
  err: z
    .union([
      z.object({
        type: z.string().default('Error'),
        message: z.string().default(''),
        stack: z.string().default(''),
      }),
      // What a worker thread rejected with is sometimes a bare string, not an Error.
      z.string().transform((message) => ({ type: 'string', message, stack: '' })),
    ])
    .optional(),
});

function projectFrame(stack: string): string {
  const frames = stack.split('\n').filter((line) => line.trim().startsWith('at '));
  const ours = frames.find((line) => /\/(sync-server|packages)\/(?!.*node_modules)/.test(line));
  return (ours ?? '').trim().replace(/^at /, '');
}

function summarise(line: string): LoggedError {
  const parsed = lineSchema.safeParse(JSON.parse(line));
  if (!parsed.success) return { msg: line.slice(0, 200), error: '', where: '' };
  const { msg, err } = parsed.data;
  return {
    msg,
    error: err ? `${err.type}: ${err.message}`.slice(0, 300) : '',
    where: err ? projectFrame(err.stack) : '',
  };
}

export function capturedLog(): CapturedLog {
  let logged: LoggedError[] = [];
  const logger = pino(
    { level: 'error' },
    {
      write(line: string) {
        logged.push(summarise(line));
      },
    },
  );
  return {
    logger,
    drain() {
      const drained = logged;
      logged = [];
      return drained;
    },
  };
}
