/**
 * The app's authenticated fetch (spec §4, §6, §7): JSON, the bearer header when a token is
 * stored, cookies included. The first call on a device with no session signs in anonymously.
 * A 401 triggers exactly one refresh and one retry; refresh tokens rotate and a reused one
 * revokes its whole family, so sign-in and refresh run under one Web Lock shared by every tab,
 * and whoever gets the lock first re-reads the tokens: a token another caller already renewed
 * is used as is instead of being refreshed twice.
 */
import {
  type AuthAnonymousResponse,
  NOT_AUTHENTICATED_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  authAnonymousResponseSchema,
  authRefreshResponseSchema,
} from '@mise/domain/api/auth';
import { sessionUserSchema } from '@mise/domain/entities/session-storage';
import { apiError } from '../api-error';
import type { WithLock } from '../locks';
import type { NewSession, SessionStore } from './session-store';

export type SessionChange = { kind: 'signed-in' } | { kind: 'ended'; reason: string };

export type FetchFn = (input: string, init?: RequestInit) => Promise<Response>;

export interface AuthDeps {
  fetch: FetchFn;
  store: SessionStore;
  withLock: WithLock;
  onChange?: (change: SessionChange) => void;
}

export interface AuthClient {
  apiFetch: FetchFn;
  /** A new anonymous identity (device and household), NOT stored: see adopt(). */
  signInAnonymously(): Promise<AuthAnonymousResponse>;
  /** Sends one request as `accessToken`, with no refresh: for an identity not adopted yet. */
  fetchAs(accessToken: string, path: string, init?: RequestInit): Promise<Response>;
  /** Makes `session` this device's session in every tab. */
  adopt(session: NewSession): Promise<void>;
}

/** The one lock name for sign-in and refresh, across tabs. */
export const AUTH_LOCK = 'mise-auth';

/**
 * A request that hangs (a dead connection the browser has not noticed) would stall the sync
 * loop for minutes; past this it fails and the engine retries. Streams pass their own signal.
 */
const REQUEST_TIMEOUT_MS = 30_000;

const refreshAnswerSchema = authRefreshResponseSchema.extend({
  user: sessionUserSchema.optional(),
});

/** What apiFetch answers, without a request, once the session has ended. */
function notAuthenticated(reason: string): Response {
  return new Response(JSON.stringify({ error: 'unauthorized', message: reason }), {
    status: 401,
    headers: { 'content-type': 'application/json' },
  });
}

export function createAuthClient({ fetch, store, withLock, onChange }: AuthDeps): AuthClient {
  function fetchAs(accessToken: string, path: string, init: RequestInit = {}) {
    const headers = new Headers(init.headers);
    if (!headers.has('accept')) headers.set('accept', 'application/json');
    if (typeof init.body === 'string' && !headers.has('content-type')) {
      headers.set('content-type', 'application/json');
    }
    headers.set('authorization', `Bearer ${accessToken}`);
    const signal = init.signal ?? AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    return fetch(path, { ...init, headers, signal, credentials: 'include' });
  }

  async function signInAnonymously(): Promise<AuthAnonymousResponse> {
    const response = await fetch('/api/auth/anonymous', {
      method: 'POST',
      headers: { accept: 'application/json' },
      credentials: 'include',
    });
    if (!response.ok) throw await apiError(response);
    return authAnonymousResponseSchema.parse(await response.json());
  }

  async function adopt(session: NewSession): Promise<void> {
    await store.write(session);
    onChange?.({ kind: 'signed-in' });
  }

  async function end(reason: string): Promise<void> {
    await store.end(reason);
    onChange?.({ kind: 'ended', reason });
  }

  /** The access token to send: the stored one, or a new anonymous session on a fresh device. */
  async function currentToken(): Promise<string | undefined> {
    const stored = await store.read();
    if (stored) return stored.accessToken;
    if (await store.endedReason()) return undefined;
    return withLock(AUTH_LOCK, async () => {
      const again = await store.read();
      if (again) return again.accessToken;
      // Signed out meanwhile: only the user may start a new identity (on /login).
      if (await store.endedReason()) return undefined;
      const session = await signInAnonymously();
      await adopt(session);
      return session.accessToken;
    });
  }

  /** After `rejected` got a 401: a renewed token, or undefined once the session has ended. */
  function renew(rejected: string): Promise<string | undefined> {
    return withLock(AUTH_LOCK, async () => {
      const current = await store.read();
      if (current && current.accessToken !== rejected) return current.accessToken;
      if (!current?.refreshToken) {
        // Spec §7: a 401 with no stored refresh token (unless another tab already ended it).
        if (current || !(await store.endedReason())) await end(NOT_AUTHENTICATED_MESSAGE);
        return undefined;
      }
      const response = await fetch('/api/auth/refresh', {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json' },
        body: JSON.stringify({ refreshToken: current.refreshToken }),
        credentials: 'include',
      });
      // The server refused the token itself; anything else (offline, 429, 5xx) is retried
      // later with the same token, which is still valid.
      if ([400, 401, 403].includes(response.status)) {
        await end(SESSION_EXPIRED_MESSAGE);
        return undefined;
      }
      if (!response.ok) throw await apiError(response);
      const answer = refreshAnswerSchema.parse(await response.json());
      const user = answer.user ?? current.user;
      await store.write({ ...answer, ...(user ? { user } : {}) });
      return answer.accessToken;
    });
  }

  async function apiFetch(path: string, init: RequestInit = {}): Promise<Response> {
    const token = await currentToken();
    if (token === undefined) {
      return notAuthenticated((await store.endedReason()) ?? NOT_AUTHENTICATED_MESSAGE);
    }
    const first = await fetchAs(token, path, init);
    if (first.status !== 401) return first;
    const renewed = await renew(token);
    if (renewed === undefined) return first;
    // Spec §4: one retry; its answer, even a second 401, goes back to the caller.
    return fetchAs(renewed, path, init);
  }

  return { apiFetch, signInAnonymously, fetchAs, adopt };
}
