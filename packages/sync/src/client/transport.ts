/** How the engine talks to the server; HTTP in the app, an in-process fault injector in tests. */
import type { PullQuery, PullResponse, PushRequest, PushResponse } from '../protocol';

/**
 * `gap`: the server lost this client's earlier mutations (S4). `foreignClient`: the client id is
 * another device's (403), as when this device's identity was replaced; both are repaired by
 * going on under a new client id.
 */
export type PushResult =
  { ok: PushResponse } | { gap: { lastMutationId: number } } | { foreignClient: true };

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
