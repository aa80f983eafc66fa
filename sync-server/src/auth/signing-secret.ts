/**
 * The HS256 key of access tokens: AUTH_SECRET when configured, otherwise a random secret the
 * first server generates and keeps in server_settings for every later start and instance.
 */
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Queryable } from '../storage/database';

const SETTING_KEY = 'auth_secret';
const valueRow = z.object({ value: z.string().min(32) });

export async function loadSigningSecret(
  db: Queryable,
  configured: string | undefined,
): Promise<string> {
  if (configured !== undefined) return configured;
  // Insert-if-absent, then read: instances racing at start-up all end up with the one secret
  // that won, so a token signed by one is accepted by the others.
  await db.query(
    'insert into server_settings (key, value) values ($1, $2) on conflict (key) do nothing',
    [SETTING_KEY, randomBytes(32).toString('base64url')],
  );
  const rows = await db.query('select value from server_settings where key = $1', [SETTING_KEY]);
  return valueRow.parse(rows[0]).value;
}
