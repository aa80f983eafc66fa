/**
 * Per-field updates (ARCHITECTURE §3 "updates are per field"): a change names only the fields
 * it sets, so concurrent edits of different fields of one row both survive.
 */
import type { z } from 'zod';
import { MutationRejected } from './define-mutator';

/** undefined leaves a field alone, null clears it, anything else sets it; the result is re-validated. */
export function patchRow<Schema extends z.ZodType>(
  schema: Schema,
  row: z.infer<Schema>,
  changes: Record<string, unknown>,
): z.infer<Schema> {
  const next: Record<string, unknown> = { ...(row as Record<string, unknown>) };
  for (const [field, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    if (value === null) delete next[field];
    else next[field] = value;
  }
  const parsed = schema.safeParse(next);
  if (!parsed.success) throw new MutationRejected(firstMessage(parsed.error));
  return parsed.data;
}

export function firstMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'This change is not valid.';
}
