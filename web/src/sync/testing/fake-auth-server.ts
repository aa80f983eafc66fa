/**
 * Unit tests' stand-in for the server's auth routes (docs/api.md): anonymous sign-in, rotating
 * refresh tokens whose reuse revokes the family, and one protected route, /api/thing. Other
 * paths can be answered by `routes`. It records every call for the tests to inspect.
 */
import { z } from 'zod';

export interface RecordedCall {
  path: string;
  method: string;
  headers: Headers;
  body: string | undefined;
  credentials: RequestCredentials | undefined;
}

const refreshBodySchema = z.object({ refreshToken: z.string() });

type Route = (call: RecordedCall) => Response | Promise<Response>;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export function fakeAuthServer(routes: Record<string, Route> = {}) {
  let issued = 0;
  const validAccess = new Set<string>();
  const refreshTokens = new Map<string, 'valid' | 'used'>();
  const offline = new Set<string>();
  const calls: RecordedCall[] = [];
  let rejectAll = false;
  let revoked = false;

  function issue() {
    issued += 1;
    const session = { accessToken: `access-${issued}`, refreshToken: `refresh-${issued}` };
    validAccess.add(session.accessToken);
    refreshTokens.set(session.refreshToken, 'valid');
    return { ...session, user: { id: 'device-1', householdId: 'household-1' } };
  }

  function authorized(call: RecordedCall): boolean {
    const token = call.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
    return !rejectAll && validAccess.has(token);
  }

  async function fetch(input: string, init: RequestInit = {}): Promise<Response> {
    const call: RecordedCall = {
      path: input.split('?')[0] ?? input,
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : undefined,
      credentials: init.credentials,
    };
    calls.push(call);
    await Promise.resolve();
    if (offline.has(call.path)) throw new TypeError('Failed to fetch');
    if (call.path === '/api/auth/anonymous') return json(201, issue());
    if (call.path === '/api/auth/refresh') {
      const { refreshToken } = refreshBodySchema.parse(JSON.parse(call.body ?? '{}'));
      const state = refreshTokens.get(refreshToken);
      if (state !== 'valid' || revoked) {
        if (state === 'used') revoked = true;
        return json(401, { error: 'unauthorized', message: 'Session expired' });
      }
      refreshTokens.set(refreshToken, 'used');
      return json(200, issue());
    }
    if (!authorized(call)) return json(401, { error: 'unauthorized', message: 'Invalid token' });
    const route = routes[call.path];
    return route ? route(call) : json(200, { ok: true });
  }

  return {
    fetch,
    calls,
    get revoked() {
      return revoked;
    },
    paths: () => calls.map((call) => call.path),
    count: (path: string) => calls.filter((call) => call.path === path).length,
    expireAccessTokens: () => validAccess.clear(),
    rejectEveryAccessToken: () => {
      rejectAll = true;
    },
    revokeRefreshTokens: () => {
      revoked = true;
    },
    goOffline: (path: string) => offline.add(path),
  };
}
