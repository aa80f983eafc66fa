/**
 * hono/compress, run only for requests that name a coding they accept, and never on a response
 * built with its headers complete (`secureResponse`: the household reads served from memory,
 * which bring their own coded copy and length). For those, compress would only read the headers,
 * which turns their plain values into a Headers object, then sent the slow way: it halved the
 * requests a second of a cached read asked for with gzip. Without Accept-Encoding it would only
 * add `Vary: Accept-Encoding`, which an uncoded answer does not need: any cache may give it to
 * anyone.
 */
import type { MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { isSecured } from './security-headers';

export function compressWhenAsked(): MiddlewareHandler {
  const compression = compress();
  return async (c, next) => {
    if (c.req.header('Accept-Encoding') === undefined) return next();
    await next();
    if (isSecured(c.res)) return;
    // hono/compress acts only once its `next` has resolved: here the response is already made.
    await compression(c, () => Promise.resolve());
  };
}
