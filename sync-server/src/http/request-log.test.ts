// What the request log tells an operator, and what it sums up instead of writing line by line.
import { Hono } from 'hono';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { READ_SUMMARY_MS, requestLog } from './request-log';

interface Line {
  level: number;
  msg?: string;
  path?: string;
  status?: number;
  reads?: number;
  notModified?: number;
}

const INFO = 30;

function logged() {
  const lines: Line[] = [];
  const logger = pino(
    { level: 'info' },
    { write: (line: string) => void lines.push(JSON.parse(line) as Line) },
  );
  let now = Date.UTC(2030, 0, 1);
  const log = requestLog({ logger, clock: () => new Date(now) });
  const app = new Hono()
    .use(log.middleware)
    .get('/api/pantry', (c) => c.json([]))
    .get('/app.js', (c) => c.body('//'));
  return {
    app,
    log,
    lines,
    later: (ms: number) => {
      now += ms;
    },
  };
}

describe('the request log', () => {
  it('writes a line per API request, and none for a static file at info', async () => {
    const { app, lines } = logged();
    await app.request('/api/pantry');
    await app.request('/app.js');
    await app.request('/api/missing');
    expect(lines.map(({ path, status, level }) => ({ path, status, level }))).toEqual([
      { path: '/api/pantry', status: 200, level: INFO },
      { path: '/api/missing', status: 404, level: INFO },
    ]);
  });

  it('sums up reads answered from memory once a minute', async () => {
    const { app, log, lines, later } = logged();
    log.answeredFromMemory('/api/pantry', 200);
    log.answeredFromMemory('/api/pantry', 304);
    later(READ_SUMMARY_MS - 1);
    log.answeredFromMemory('/api/recipes', 200);
    expect(lines).toEqual([]);

    later(1);
    await app.request('/api/pantry');
    expect(lines).toEqual([
      expect.objectContaining({ msg: 'household reads answered from memory', reads: 3 }),
      expect.objectContaining({ path: '/api/pantry', status: 200 }),
    ]);
    expect(lines[0]?.notModified).toBe(1);

    // A minute without such reads writes no summary.
    later(READ_SUMMARY_MS);
    await app.request('/api/pantry');
    expect(lines.filter((line) => line.msg !== undefined)).toHaveLength(1);
  });
});
