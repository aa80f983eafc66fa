// The server engine: PostgreSQL through a pg.Pool, for deployments that set DATABASE_URL.
import pg from 'pg';
import type { PoolClient, QueryResultRow } from 'pg';
import type { EngineDatabase, Session } from './database';
import { INT8_ARRAY_OID, INT8_OID, int8ArrayToNumbers, parseInt8 } from './type-parsers';
import { TransactionScope } from './transaction-scope';

export interface PostgresOptions {
  /**
   * Schema every connection works in (created if missing). Tests give each run its own, so
   * runs sharing one database never see each other's tables.
   */
  schema?: string;
  /**
   * Called when an idle pooled connection fails (server restart, network). The pool already
   * discards that connection and the next query opens a new one; without a listener the
   * pool's 'error' event would crash the process.
   */
  onIdleClientError?: (error: Error) => void;
}

// Unquoted identifiers only: the name goes into `-c search_path=…` and CREATE SCHEMA.
const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openPostgres(
  url: string,
  options: PostgresOptions = {},
): Promise<EngineDatabase> {
  const { schema, onIdleClientError } = options;
  if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
    throw new Error(`invalid schema name "${schema}": use lowercase letters, digits and _`);
  }
  const pool = new pg.Pool({
    connectionString: url,
    // A startup parameter, so the search_path is in place before a connection's first query.
    ...(schema === undefined ? {} : { options: `-c search_path=${schema}` }),
    types: { getTypeParser },
  });
  pool.on('error', (error) => onIdleClientError?.(error));
  try {
    // Also fails fast on a wrong URL instead of at the first request.
    await pool.query(schema === undefined ? 'select 1' : `create schema if not exists ${schema}`);
  } catch (error) {
    await pool.end();
    throw error;
  }

  const scope = new TransactionScope();
  let closed = false;
  return {
    kind: 'postgres',
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      scope.assertOutside('query');
      const result = await pool.query<Row & QueryResultRow>(sql, [...params]);
      return result.rows;
    },
    async exec(script: string) {
      scope.assertOutside('exec');
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await pool.query(script);
    },
    async transaction<T>(fn: (tx: Session) => Promise<T>): Promise<T> {
      scope.assertOutside('transaction');
      const client = await pool.connect();
      return scope.run(() => runTransaction(client, fn));
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}

type TextParser = (text: string) => unknown;
// pg types its parsers as returning any; ours return unknown.
const defaultTypeParser: (oid: number, format?: 'text' | 'binary') => TextParser =
  pg.types.getTypeParser;

function getTypeParser(oid: number, format?: 'text' | 'binary'): TextParser {
  if (oid === INT8_OID) return parseInt8;
  const parse = defaultTypeParser(oid, format);
  if (oid === INT8_ARRAY_OID) return (text) => int8ArrayToNumbers(parse(text));
  return parse;
}

async function runTransaction<T>(client: PoolClient, fn: (tx: Session) => Promise<T>): Promise<T> {
  let finished = false;
  const tx: Session = {
    async query<Row extends object>(sql: string, params: readonly unknown[] = []) {
      assertOpen(finished);
      const result = await client.query<Row & QueryResultRow>(sql, [...params]);
      return result.rows;
    },
    async exec(script: string) {
      assertOpen(finished);
      await client.query(script);
    },
  };
  let broken = false;
  try {
    await client.query('BEGIN');
    const value = await fn(tx);
    const commit = await client.query('COMMIT');
    // PostgreSQL answers COMMIT of a transaction with a failed statement by rolling back
    // without an error; PGlite throws there, and so do we.
    if (commit.command === 'ROLLBACK') {
      throw new Error('Transaction was rolled back instead of committed');
    }
    return value;
  } catch (error) {
    try {
      await client.query('ROLLBACK');
    } catch {
      // The connection itself is gone: release it as broken below so the pool drops it.
      broken = true;
    }
    throw error;
  } finally {
    finished = true;
    client.release(broken);
  }
}

function assertOpen(finished: boolean): void {
  if (finished) throw new Error('Transaction is closed');
}
