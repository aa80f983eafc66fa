/**
 * /api/ingredients: the ingredient-line reader the app runs on the device
 * (@mise/assistant/ingredient-reader), served to other clients. Stateless: nothing is read from
 * or written to the household, but a token is needed like every assistant helper, and the
 * per-device limit needs to know the device.
 */
import { readIngredientLine } from '@mise/assistant/ingredient-reader/read-line';
import {
  type IngredientParseResponse,
  ingredientParseRequestSchema,
} from '@mise/domain/api/ingredients';
import { Hono, type MiddlewareHandler } from 'hono';
import type { DeviceEnv } from '../auth/require-device';
import { validJson } from '../http/valid-json';
import { type ParseRateLimit, parseRateLimit } from './parse-rate-limit';

export interface IngredientRouteDeps {
  requireDevice: MiddlewareHandler<DeviceEnv>;
  rateLimit: ParseRateLimit;
}

export function ingredientRoutes({ requireDevice, rateLimit }: IngredientRouteDeps) {
  return new Hono<DeviceEnv>().post(
    '/parse',
    requireDevice,
    parseRateLimit(rateLimit),
    validJson(ingredientParseRequestSchema),
    (c) => {
      const { lines, language } = c.req.valid('json');
      const options = language === undefined ? {} : { language };
      // The reader's own answer, whole: amount and size as written, and the alternative amount.
      const readings = lines.map((line) => readIngredientLine(line, options));
      return c.json(readings satisfies IngredientParseResponse, 200);
    },
  );
}
