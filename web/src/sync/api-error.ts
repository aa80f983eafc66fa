/**
 * Reading API answers: a success through its zod schema, a failure as an ApiError whose
 * message is the server's sentence for a person (docs/api.md: `{ error, message }`), or the
 * spec §8 "status: text" when the body is not ours (a proxy's error page, say). What people
 * read of any failure is lib/user-facing-error.ts's.
 * Zod-free at run time (the schema is the caller's): pages import this statically, and zod
 * belongs to the sync engine's own, stepwise load (engine-loader.ts).
 */
import { httpErrorMessage } from '@mise/domain/api/http-error';
import type { z } from 'zod';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

function serverMessage(text: string): string | undefined {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null || !('message' in body)) return undefined;
    return typeof body.message === 'string' && body.message !== '' ? body.message : undefined;
  } catch {
    return undefined;
  }
}

/** The error for a response that is not OK, with the best sentence it carries. */
export async function apiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  const message =
    serverMessage(text) ?? httpErrorMessage(response.status, response.statusText, text);
  return new ApiError(response.status, message);
}

export async function readJson<Schema extends z.ZodType>(
  response: Response,
  schema: Schema,
): Promise<z.output<Schema>> {
  if (!response.ok) throw await apiError(response);
  return schema.parse(await response.json());
}
