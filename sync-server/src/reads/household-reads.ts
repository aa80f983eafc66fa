/**
 * The household's whole-list reads (GET /api/pantry, /api/recipes, /api/grocery,
 * /api/meal-plans, /api/preferences) served from memory: each body is read, validated and
 * serialised once, then answered as bytes, or 304 Not Modified when the client holds its ETag,
 * until the household's next commit. Commits are heard through the pokes' notices, on every
 * instance (sync/pokes.ts); a hit touches neither the database nor zod.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { GroupedCache } from '../cache/grouped-cache';
import { type DeviceEnv, bearerToken } from '../auth/require-device';
import type { DeviceIdentity } from '../auth/token-service';
import type { CacheNotices } from '../sync/pokes';
import { secureResponse } from '../http/security-headers';
import { MIN_CODED_BYTES, chooseCoding } from './content-coding';
import { ifNoneMatch } from './if-none-match';
import { ReadBody, type ReadSource } from './read-body';

/** Enough for about a hundred large households (500 recipes: ≈ 0.9 MB with their gzip copy). */
const DEFAULT_READ_CACHE_BYTES = 64 * 1024 * 1024;

export interface HouseholdReads {
  /**
   * Answers the read named `route` (with its query, e.g. `meal-plans 2030-01-01 2030-01-07`)
   * of the requesting device's household from memory, or from `load` on a miss.
   */
  serve(c: Context<DeviceEnv>, route: string, load: () => Promise<ReadSource>): Promise<Response>;
  /**
   * Middleware, before every other but the request log: answers a GET of a read held in
   * memory, for a device whose token and household are held in memory too, without the rest
   * of the chain; anything else goes on to the routes (which authenticate it fully).
   */
  early: MiddlewareHandler;
}

export function createHouseholdReads(options: {
  notices: CacheNotices;
  /** A device from its access token, only as far as it is known without the database. */
  recall: (accessToken: string) => DeviceIdentity | undefined;
  maxBytes?: number | undefined;
}): HouseholdReads {
  const { notices, recall, maxBytes = DEFAULT_READ_CACHE_BYTES } = options;
  const cache = new GroupedCache<ReadBody>({
    maxSize: maxBytes,
    sizeOf: (body) => body.bytes,
    isReliable: () => notices.reliable,
  });
  notices.subscribe((notice) => {
    if (notice.kind === 'household') cache.forget(notice.householdId);
    else if (notice.kind === 'lapse') cache.forgetAll();
  });
  // Which read each query-less path served (`/api/recipes/my` → `recipes`), learnt from the
  // routes themselves, so this list cannot drift from theirs.
  const routeOfPath = new Map<string, string>();

  async function answer(c: Context, key: string, read: ReadBody): Promise<Response> {
    if (ifNoneMatch(c.req.header('If-None-Match'), read.etag)) {
      return secureResponse(null, 304, read.unchanged);
    }
    const coding =
      read.plain.bytes.byteLength >= MIN_CODED_BYTES
        ? chooseCoding(c.req.header('Accept-Encoding'))
        : undefined;
    // Plain header values on a response built here, not Headers (http/security-headers.ts).
    const { bytes, headers } =
      coding === undefined ? read.plain : await read.encoded(coding, () => cache.remeasure(key));
    return secureResponse(bytes, 200, headers);
  }

  const withoutQuery = (c: Context) => !c.req.url.includes('?');

  return {
    async serve(c, route, load) {
      // c.get, not c.var: c.var copies every variable into a new object on each use.
      const { householdId } = c.get('device');
      if (c.req.method === 'GET' && withoutQuery(c)) routeOfPath.set(c.req.path, route);
      const key = `${householdId} ${route}`;
      const read =
        cache.get(key) ??
        (await cache.load(
          key,
          householdId,
          async () => ReadBody.from(await load()),
          (body) => body.cacheable,
        ));
      return answer(c, key, read);
    },

    // The chain behind this (security headers, body limits, compression, the route's own
    // authentication and handler) cost a cached read as much again as writing it (issue 27).
    // The device is the one requireDevice would find first, from the same memory.
    early: async (c, next) => {
      const route = c.req.method === 'GET' ? routeOfPath.get(c.req.path) : undefined;
      const token =
        route === undefined || !withoutQuery(c)
          ? undefined
          : bearerToken(c.req.header('authorization'));
      const device = token === undefined ? undefined : recall(token);
      const key = device === undefined ? undefined : `${device.householdId} ${route}`;
      const read = key === undefined ? undefined : cache.get(key);
      return key === undefined || read === undefined ? next() : answer(c, key, read);
    },
  };
}
