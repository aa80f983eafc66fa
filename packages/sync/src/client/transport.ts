/** How the engine talks to the server; HTTP in the app, an in-process fault injector in tests. */
import type { PullQuery, PullResponse, PushRequest, PushResponse } from '../protocol';

export type PushResult = { ok: PushResponse } | { gap: { lastMutationId: number } };

export interface SyncTransport {
  /** Throws on network or server failure: the engine retries with backoff. */
  push(request: PushRequest): Promise<PushResult>;
  pull(query: PullQuery): Promise<PullResponse>;
}

/**
 * A failure that retrying cannot fix (the device lost its identity, or the server speaks a
 * newer protocol): the engine stops until something changes and says why.
 */
export class SyncHalted extends Error {
  override readonly name = 'SyncHalted';
  constructor(
    readonly reason: 'signed-out' | 'update-required',
    message: string,
  ) {
    super(message);
  }
}
