/**
 * The household's whole-list reads (GET /api/pantry, /api/recipes, /api/grocery,
 * /api/meal-plans, /api/preferences) served from memory: each body is read, validated and
 * serialised once, then answered as bytes, or 304 Not Modified when the client holds its ETag,
 * until the household's next commit. Commits are heard through the pokes' notices, on every
 * instance (sync/pokes.ts); a hit touches neither the database nor zod.
 */
import type { Context } from 'hono';
import { GroupedCache } from '../cache/grouped-cache';
import type { DeviceEnv } from '../auth/require-device';
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
}

export function createHouseholdReads(options: {
  notices: CacheNotices;
  maxBytes?: number;
}): HouseholdReads {
  const { notices, maxBytes = DEFAULT_READ_CACHE_BYTES } = options;
  const cache = new GroupedCache<ReadBody>({
    maxSize: maxBytes,
    sizeOf: (body) => body.bytes,
    isReliable: () => notices.reliable,
  });
  notices.subscribe((notice) => {
    if (notice.kind === 'household') cache.forget(notice.householdId);
    else if (notice.kind === 'lapse') cache.forgetAll();
  });

  return {
    async serve(c, route, load) {
      // c.get, not c.var: c.var copies every variable into a new object on each use.
      const { householdId } = c.get('device');
      const key = `${householdId} ${route}`;
      const read =
        cache.get(key) ??
        (await cache.load(
          key,
          householdId,
          async () => ReadBody.from(await load()),
          (body) => body.cacheable,
        ));
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
    },
  };
}
