/**
 * The household's whole-list reads (GET /api/pantry, /api/recipes, /api/grocery,
 * /api/meal-plans, /api/preferences) served from memory: each body is read, validated and
 * serialised once, then answered as bytes, or 304 Not Modified when the client holds its ETag,
 * until the household's next commit. Commits are heard through the pokes' notices, on every
 * instance (sync/pokes.ts); a hit touches neither the database nor zod.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Context } from 'hono';
import { GroupedCache } from '../cache/grouped-cache';
import { type DeviceEnv, bearerToken } from '../auth/require-device';
import type { DeviceIdentity } from '../auth/token-service';
import type { CacheNotices } from '../sync/pokes';
import { type SecuredHeaders, secureResponse } from '../http/security-headers';
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
   * The HTTP server's first look at a request, before Hono (main.ts): answers a GET of a read
   * held in memory, in a coding already made, for a device whose token and household are held
   * in memory too, and gives the status it answered; undefined for anything else, which goes
   * on to the app (where the routes authenticate it fully).
   */
  answerFromMemory(incoming: IncomingMessage, outgoing: ServerResponse): number | undefined;
}

/** One answer to a read: its status, and every header and byte of it. */
interface Answer {
  status: number;
  headers: SecuredHeaders;
  bytes: Uint8Array<ArrayBuffer> | null;
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

  /** How to answer a request for `read`; a coded copy not made yet is a promise of it. */
  function answerTo(
    key: string,
    read: ReadBody,
    request: { ifNoneMatch: string | undefined; acceptEncoding: string | undefined },
  ): Answer | Promise<Answer> {
    if (ifNoneMatch(request.ifNoneMatch, read.etag)) {
      return { status: 304, headers: read.unchanged, bytes: null };
    }
    const coding =
      read.plain.bytes.byteLength >= MIN_CODED_BYTES
        ? chooseCoding(request.acceptEncoding)
        : undefined;
    if (coding === undefined) return { status: 200, ...read.plain };
    const made = read.encodedNow(coding);
    if (made !== undefined) return { status: 200, ...made };
    return read
      .encoded(coding, () => cache.remeasure(key))
      .then((coded) => ({ status: 200, ...coded }));
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
      const answer = await answerTo(key, read, {
        ifNoneMatch: c.req.header('If-None-Match'),
        acceptEncoding: c.req.header('Accept-Encoding'),
      });
      // Plain header values on a response built here, not Headers (http/security-headers.ts).
      return secureResponse(answer.bytes, answer.status, answer.headers);
    },

    // Hono and the middleware chain (request objects, routing, security headers, body limits,
    // compression, the route's own authentication) cost a cached read as much again as
    // writing it (issue 27). The device is the one requireDevice would find first, from the
    // same memory; the key is always its own household's.
    answerFromMemory(incoming, outgoing) {
      const url = incoming.url ?? '';
      const route =
        incoming.method === 'GET' && !url.includes('?') ? routeOfPath.get(url) : undefined;
      const token = route === undefined ? undefined : bearerToken(incoming.headers.authorization);
      const device = token === undefined ? undefined : recall(token);
      const key = device === undefined ? undefined : `${device.householdId} ${route}`;
      const read = key === undefined ? undefined : cache.get(key);
      if (key === undefined || read === undefined) return undefined;
      const answer = answerTo(key, read, {
        ifNoneMatch: incoming.headers['if-none-match'],
        acceptEncoding: incoming.headers['accept-encoding'],
      });
      // A coded copy being made: the app's route waits for it.
      if (answer instanceof Promise) return undefined;
      outgoing.writeHead(answer.status, answer.headers.values);
      if (answer.bytes === null) outgoing.end();
      else outgoing.end(answer.bytes);
      return answer.status;
    },
  };
}
