import { describe, expect, it } from 'vitest';
import { startPokeStream } from './poke-stream';

const encoder = new TextEncoder();

function sseResponse(chunks: string[]): Response {
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

/** Runs the stream against scripted answers; retries run when the test calls `retry()`. */
function harness(answers: (() => Response)[]) {
  const pokes: number[] = [];
  const delays: number[] = [];
  let pendingRetry: (() => void) | undefined;
  let calls = 0;
  const stream = startPokeStream({
    apiFetch: () => {
      const answer = answers[calls];
      calls += 1;
      return answer ? Promise.resolve(answer()) : new Promise<Response>(() => undefined);
    },
    onPoke: () => pokes.push(calls),
    random: () => 0,
    schedule: (run, delayMs) => {
      delays.push(delayMs);
      pendingRetry = run;
      return () => undefined;
    },
  });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 10));
  return {
    stream,
    pokes,
    delays,
    calls: () => calls,
    settle,
    retry: async () => {
      pendingRetry?.();
      await settle();
    },
  };
}

describe('S10: the leader’s poke stream', () => {
  it('asks for a sync on connecting and on every poke, ignoring heartbeats', async () => {
    const run = harness([
      () =>
        sseResponse([
          'event: ready\ndata: \n\n',
          ': heartbeat\n\n',
          // Split inside a field name, and between the CR and the LF of a line break.
          'event: po',
          'ke\ndata: \n\n',
          'event: poke\r',
          '\ndata: \r\n\r\n',
          'data: not a poke\n\n',
        ]),
    ]);
    await run.settle();
    expect(run.pokes).toEqual([1, 1, 1]);
    run.stream.stop();
  });

  it('reconnects with growing backoff, and stops at a 401 that survived the refresh', async () => {
    const run = harness([
      () => new Response('busy', { status: 503 }),
      () => new Response('busy', { status: 503 }),
      () => new Response('', { status: 401 }),
    ]);
    await run.settle();
    await run.retry();
    await run.retry();
    expect(run.calls()).toBe(3);
    expect(run.delays).toEqual([500, 1000]);
    await run.retry();
    expect(run.calls()).toBe(3);
  });

  it('stops reconnecting once stopped', async () => {
    const run = harness([() => new Response('down', { status: 502 })]);
    await run.settle();
    run.stream.stop();
    await run.retry();
    expect(run.calls()).toBe(1);
  });
});
