/**
 * The sync transport over HTTP (docs/api.md, sync section). It takes a fetch-like function so
 * the app passes its authenticated fetch (refresh once on 401, spec §4) and tests pass the
 * server in-process; both read the answers through the same schemas.
 */
import {
  type PullQuery,
  type PullResponse,
  type PushRequest,
  gapResponseSchema,
  pullResponseSchema,
  pushResponseSchema,
} from '../protocol';
import { type PushResult, SyncHalted, type SyncTransport } from './transport';

export type FetchLike = (path: string, init?: RequestInit) => Promise<Response>;

/** Spec §8: the message of a failed call is the status, a colon and the response text. */
async function failure(response: Response): Promise<Error> {
  const text = await response.text().catch(() => '');
  return new Error(`${response.status}: ${text || response.statusText}`);
}

async function check(response: Response): Promise<Response> {
  if (response.status === 401) {
    throw new SyncHalted('signed-out', 'This device is no longer signed in. Reconnect it.');
  }
  if (response.status === 400 || response.status === 422) {
    // The server cannot read what this app sends: only a newer app can fix that.
    throw new SyncHalted('update-required', (await failure(response)).message);
  }
  return response;
}

export function httpTransport(fetch: FetchLike): SyncTransport {
  return {
    async push(request: PushRequest): Promise<PushResult> {
      const response = await check(
        await fetch('/api/sync/push', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(request),
        }),
      );
      if (response.status === 409) {
        const gap = gapResponseSchema.parse(await response.json());
        return { gap: { lastMutationId: gap.lastMutationId } };
      }
      // The push route's only 403: another device holds this client id.
      if (response.status === 403) return { foreignClient: true };
      if (!response.ok) throw await failure(response);
      return { ok: pushResponseSchema.parse(await response.json()) };
    },

    async pull(query: PullQuery): Promise<PullResponse> {
      const params = new URLSearchParams({
        clientId: query.clientId,
        cursor: String(query.cursor),
        acked: String(query.acked),
        ...(query.householdId ? { householdId: query.householdId } : {}),
      });
      const response = await check(await fetch(`/api/sync/pull?${params.toString()}`));
      if (!response.ok) throw await failure(response);
      return pullResponseSchema.parse(await response.json());
    },
  };
}
