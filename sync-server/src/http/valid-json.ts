/**
 * zod validation of a JSON body that fails like every other API error: 400 with a JSON
 * `{ error, message }` whose message is the first issue's human sentence, instead of the
 * validator's default dump of the whole zod error.
 */
import { zValidator } from '@hono/zod-validator';
import type { z } from 'zod';

export function validJson<T extends z.ZodType>(schema: T) {
  return zValidator('json', schema, (result, c) => {
    if (!result.success) {
      const message = result.error.issues[0]?.message ?? 'The request body is not valid.';
      return c.json({ error: 'invalid_request', message }, 400);
    }
  });
}
