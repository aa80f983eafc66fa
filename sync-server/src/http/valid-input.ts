/**
 * zod validation of query strings and path parameters that fails like a bad JSON body
 * (valid-json.ts): 400 `{ error: 'invalid_request', message }` with the first issue's sentence.
 */
import { zValidator } from '@hono/zod-validator';
import type { z } from 'zod';

export function validQuery<T extends z.ZodType>(schema: T) {
  return zValidator('query', schema, (result, c) => {
    if (!result.success) {
      const message = result.error.issues[0]?.message ?? 'The query string is not valid.';
      return c.json({ error: 'invalid_request', message }, 400);
    }
  });
}

export function validParams<T extends z.ZodType>(schema: T) {
  return zValidator('param', schema, (result, c) => {
    if (!result.success) {
      const message = result.error.issues[0]?.message ?? 'The path is not valid.';
      return c.json({ error: 'invalid_request', message }, 400);
    }
  });
}
