/**
 * The leader's poke stream (rule S10): GET /api/sync/events read with fetch (it needs the
 * bearer header, which EventSource cannot send), parsed as Server-Sent Events. Every `poke`,
 * and every (re)connection, which may have missed pokes, asks the engine to sync. A dropped
 * stream reconnects with the engine's backoff; a 401 that survived the refresh stops it until
 * the device has a session again.
 */
import { backoffDelay } from '@mise/sync/client/backoff';
import type { FetchFn } from './auth/auth-client';
import { createParser } from 'eventsource-parser';

export interface PokeStreamDeps {
  apiFetch: FetchFn;
  onPoke: () => void;
  random: () => number;
  /** setTimeout in the app; returns a cancel function. */
  schedule: (run: () => void, delayMs: number) => () => void;
}

export interface PokeStream {
  stop(): void;
}

function sleep(deps: PokeStreamDeps, delayMs: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const cancel = deps.schedule(resolve, delayMs);
    signal.addEventListener('abort', () => {
      cancel();
      resolve();
    });
  });
}

async function readEvents(
  body: ReadableStream<Uint8Array>,
  onEvent: (event: string) => void,
): Promise<void> {
  // An event that names no type is a "message" (the Server-Sent Events rules).
  const parser = createParser({ onEvent: ({ event }) => onEvent(event ?? 'message') });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    parser.feed(decoder.decode(value, { stream: true }));
  }
}

export function startPokeStream(deps: PokeStreamDeps): PokeStream {
  const controller = new AbortController();
  const { signal } = controller;

  async function run(): Promise<void> {
    let failures = 0;
    while (!signal.aborted) {
      try {
        const response = await deps.apiFetch('/api/sync/events', {
          headers: { accept: 'text/event-stream' },
          signal,
        });
        if (response.status === 401) return;
        if (!response.ok || !response.body) throw new Error(`poke stream: ${response.status}`);
        await readEvents(response.body, (event) => {
          if (event === 'ready') failures = 0;
          if (event === 'ready' || event === 'poke') deps.onPoke();
        });
      } catch {
        // Offline, server restart, proxy timeout: all end up reconnecting below.
      }
      if (signal.aborted) return;
      failures += 1;
      await sleep(deps, backoffDelay(failures, deps.random()), signal);
    }
  }

  void run();
  return { stop: () => controller.abort() };
}
