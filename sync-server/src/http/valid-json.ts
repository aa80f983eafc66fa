/**
 * zod validation of a JSON body that fails like every other API error: 400 with a JSON
 * `{ error, message }` whose message is the first issue's human sentence, instead of the
 * validator's default dump of the whole zod error.
 */
import { zValidator } from '@hono/zod-validator';
import type { Env, MiddlewareHandler } from 'hono';
import type { z } from 'zod';

export function validJson<T extends z.ZodType>(schema: T) {
  return zValidator('json', schema, (result, c) => {
    if (!result.success) {
      const message = result.error.issues[0]?.message ?? 'The request body is not valid.';
      return c.json({ error: 'invalid_request', message }, 400);
    }
  });
}

const JSON_MEDIA_TYPE = /^application\/(?:[\w.-]+\+)?json$/i;

/** What `c.req.valid('json')` holds after validOptionalJson, as validJson declares it. */
interface JsonInput<T extends z.ZodType> {
  in: { json: z.input<T> };
  out: { json: z.output<T> };
}

/**
 * validJson for calls whose every field is optional (the /api/ai helpers, "POST with no body" in
 * spec §7): an absent or blank body is `{}`, whatever its Content-Type. The spec's client sends
 * `Content-Type: application/json` on every call, and with no body that makes validJson's
 * parser fail. A body that is there must be JSON and say so: a non-JSON Content-Type is a 400
 * rather than the silently ignored body validJson would leave, which would answer as if the
 * cook had asked for nothing.
 */
export function validOptionalJson<T extends z.ZodType<object>, E extends Env = Env>(
  schema: T,
): MiddlewareHandler<E, string, JsonInput<T>> {
  return async (c, next) => {
    const text = await c.req.text();
    let body: unknown = {};
    if (text.trim() !== '') {
      const mediaType = (c.req.header('content-type') ?? '').split(';')[0]?.trim() ?? '';
      if (!JSON_MEDIA_TYPE.test(mediaType)) {
        const message = 'Send the body as JSON (Content-Type: application/json), or send none.';
        return c.json({ error: 'invalid_request', message }, 400);
      }
      try {
        body = JSON.parse(text);
      } catch {
        const message = 'The request body is not valid JSON.';
        return c.json({ error: 'invalid_request', message }, 400);
      }
    }
    const result = await schema.safeParseAsync(body);
    if (!result.success) {
      const message = result.error.issues[0]?.message ?? 'The request body is not valid.';
      return c.json({ error: 'invalid_request', message }, 400);
    }
    c.req.addValidatedData('json', result.data);
    await next();
  };
}
