// The result parsers both engines install so that their rows have the same shapes.

/** PostgreSQL type OIDs (pg_type.oid) whose default parsing differs between the engines. */
export const INT8_OID = 20;
export const INT8_ARRAY_OID = 1016;

/** Versions and counters stay far below 2^53; a larger value is a bug worth failing on. */
export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`int8 value ${text} does not fit a JS number exactly`);
  }
  return value;
}

/** Converts the string elements of an already parsed int8[] (pg's default) to numbers. */
export function int8ArrayToNumbers(parsed: unknown): unknown {
  if (Array.isArray(parsed)) return parsed.map(int8ArrayToNumbers);
  return typeof parsed === 'string' ? parseInt8(parsed) : parsed;
}
