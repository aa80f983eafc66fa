// The thin query layer both storage engines (PGlite, PostgreSQL) implement; nothing above it
// knows which engine it runs on.
//
// Row shapes are identical on both engines (the contract suite checks it):
// - int8/bigint (and int8[]) → JS number; a value beyond Number.MAX_SAFE_INTEGER makes the
//   query fail instead of silently losing precision (PGlite alone would return a BigInt then,
//   pg alone always a string).
// - json/jsonb → the parsed value (both drivers' default).
// - timestamptz → Date with millisecond precision (both drivers' default; JSON.stringify
//   renders it as an ISO string).
// - numeric → string, uuid → string, boolean → boolean, int2/int4 → number.
// Parameters: pass JSON as JSON.stringify(value) text with a `::jsonb` cast, because pg turns a
// JS array parameter into a PostgreSQL array literal while PGlite serialises by the
// parameter's inferred type.

export interface Queryable {
  /**
   * Runs one statement. `Row` is the caller's claim about the row shape and is not checked:
   * validate rows whose shape matters (entities.ts does, with zod).
   */
  query<Row extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly unknown[],
  ): Promise<Row[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs fn in one transaction; commits when it resolves, rolls back when it throws.
   * Inside fn use only `tx`: calling this database's own methods there throws (on PGlite it
   * would wait for the running transaction forever, on PostgreSQL it would run outside the
   * transaction). A transaction with a failed statement whose error fn swallowed cannot
   * commit: it is rolled back and transaction() rejects.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Idempotent. */
  close(): Promise<void>;
}

/** A Queryable that can also run a multi-statement script without parameters. */
export interface Session extends Queryable {
  exec(script: string): Promise<void>;
}

/**
 * What both engines return: a Database whose handle and transactions can also run scripts,
 * which migrations need. The rest of the server only needs Database (and can fake it).
 */
export interface EngineDatabase extends Database, Session {
  transaction<T>(fn: (tx: Session) => Promise<T>): Promise<T>;
}
