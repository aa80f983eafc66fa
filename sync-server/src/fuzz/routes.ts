/**
 * The API's routes as the app itself lists them (Hono's `app.routes`), so a route added
 * tomorrow is fuzzed without anyone listing it here; middleware entries (`ALL`) are left out
 * and the `/api/*` catch-all becomes one pseudo-route of paths that name no endpoint.
 */
import type { AppType } from '../app';

export interface ApiRoute {
  method: string;
  /** Hono's pattern, e.g. `/api/pantry/:id`. */
  path: string;
  /** `PUT /api/pantry/:id`: how reports and tables name the route. */
  key: string;
  /** The path's parameters in order, e.g. `['id']`. */
  params: string[];
}

/** Paths under /api that no route answers: the catch-all's 404. */
export const UNKNOWN_ROUTE: ApiRoute = {
  method: 'ANY',
  // A first segment of its own, so a parameter of `..` stays under /api.
  path: '/api/nothing-here/:unknown',
  key: 'ANY /api/* (no such endpoint)',
  params: ['unknown'],
};

/**
 * The Server-Sent Events stream never ends by itself: the fuzz reads its first event and
 * closes it, and sends it only a few payloads (it reads no body or query).
 */
export const EVENT_STREAM_ROUTE = 'GET /api/sync/events';

/** The WebSocket upgrade needs a Node socket, which app.request() has not: plain GETs only. */
export const WEBSOCKET_ROUTE = 'GET /api/live-kitchen/socket';

export function apiRoutes(app: Pick<AppType, 'routes'>): ApiRoute[] {
  const byKey = new Map<string, ApiRoute>();
  for (const { method, path } of app.routes) {
    if (method === 'ALL' || !path.startsWith('/api/')) continue;
    const key = `${method} ${path}`;
    const params = path
      .split('/')
      .filter((segment) => segment.startsWith(':'))
      .map((segment) => segment.slice(1));
    byKey.set(key, { method, path, key, params });
  }
  return [...byKey.values(), UNKNOWN_ROUTE];
}

/** The route's pattern with its parameters filled by already encoded path segments. */
export function fillPath(route: ApiRoute, segments: readonly string[]): string {
  let index = 0;
  return route.path.replace(/:[A-Za-z]+/g, () => segments[index++] ?? '');
}

/** Percent-encodes text for a path or a query, lone surrogates as the bytes a sloppy client sends (ED A0 80). */
export function encodeComponent(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out += `%${(0xe0 | (code >> 12)).toString(16).toUpperCase()}%${(0x80 | ((code >> 6) & 0x3f)).toString(16).toUpperCase()}%${(0x80 | (code & 0x3f)).toString(16).toUpperCase()}`;
    } else {
      out += encodeURIComponent(char);
    }
  }
  return out;
}
