/**
 * Every request body has a limit (docs/api.md "Limits"): 1 MB unless its route takes uploads and
 * sets a larger limit of its own. A body declared larger is refused before a byte of it is read;
 * a chunked body is counted as it arrives and refused the moment it passes the limit, so no
 * request can make the server hold more than the limit in memory.
 */
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { MAX_PUSH_BYTES } from '@mise/sync/protocol';

/** A sync push's limit (S9): the largest JSON any route takes, a recipe at every limit included. */
export const JSON_BODY_MAX_BYTES = MAX_PUSH_BYTES;

/**
 * Routes whose uploads may be larger (a photo, a recording); each checks its own limit and says
 * what it was in its own words. Matched on the whole path, `*` standing for one segment.
 */
export const UPLOAD_ROUTES = [
  '/api/pantry/scan-photo',
  '/api/photos/*',
  '/api/voice/transcribe',
] as const;

const uploadPatterns = UPLOAD_ROUTES.map(
  (route) => new RegExp(`^${route.replaceAll('*', '[^/]+')}$`),
);

const tooLarge = {
  error: 'payload_too_large',
  message: `The request is larger than ${JSON_BODY_MAX_BYTES / 1024 / 1024} MB, the most the server takes.`,
} as const;

export function bodyLimits(): MiddlewareHandler {
  const limit = bodyLimit({
    maxSize: JSON_BODY_MAX_BYTES,
    onError: (c) => c.json(tooLarge, 413),
  });
  return (c, next) =>
    // A GET or HEAD has no body to limit (@hono/node-server never reads one), and asking for it
    // builds the request's whole WHATWG Request: a sixth of a cached read's time (issue 27).
    c.req.method === 'GET' ||
    c.req.method === 'HEAD' ||
    uploadPatterns.some((pattern) => pattern.test(c.req.path))
      ? next()
      : limit(c, next);
}
