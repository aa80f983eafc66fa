/**
 * Rotating refresh tokens (ARCHITECTURE §3): 32 random bytes handed to the client once, only
 * their SHA-256 stored. Each use retires the token and issues its successor in the same
 * family; a retired token presented again means it was copied, so the whole family dies.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Database, Queryable } from '../storage/database';

export const REFRESH_TOKEN_TTL_MS = 90 * 24 * 60 * 60 * 1000;
// 32 bytes in base64url without padding: anything else cannot be ours, so it skips the query.
const TOKEN_FORMAT = /^[A-Za-z0-9_-]{43}$/;

const storedTokenSchema = z.object({
  deviceId: z.string(),
  familyId: z.string(),
  expiresAt: z.date(),
  usedAt: z.date().nullable(),
  revokedAt: z.date().nullable(),
});

export type RotationResult =
  | { ok: true; deviceId: string; refreshToken: string }
  | { ok: false; reason: 'unknown' | 'expired' | 'revoked' | 'reused' };

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** Stores a new token of `familyId` (a new family when omitted) and returns it in clear. */
export async function issueRefreshToken(
  q: Queryable,
  deviceId: string,
  now: Date,
  familyId: string = randomUUID(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await q.query(
    `insert into refresh_tokens (token_hash, device_id, family_id, expires_at, created_at)
     values ($1, $2, $3, $4, $5)`,
    [hashToken(token), deviceId, familyId, new Date(now.getTime() + REFRESH_TOKEN_TTL_MS), now],
  );
  return token;
}

/**
 * Retires `token` and issues its successor, in one transaction. Never throws for a bad token:
 * a reuse must commit the family's revocation, so the outcome is returned instead.
 */
export async function rotateRefreshToken(
  db: Database,
  token: string,
  now: Date,
): Promise<RotationResult> {
  if (!TOKEN_FORMAT.test(token)) return { ok: false, reason: 'unknown' };
  return db.transaction(async (tx) => {
    // FOR UPDATE: two concurrent uses of one token queue here, and the second sees it used.
    const rows = await tx.query(
      `select device_id as "deviceId", family_id as "familyId", expires_at as "expiresAt",
              used_at as "usedAt", revoked_at as "revokedAt"
       from refresh_tokens where token_hash = $1 for update`,
      [hashToken(token)],
    );
    if (rows.length === 0) return { ok: false, reason: 'unknown' };
    const stored = storedTokenSchema.parse(rows[0]);
    if (stored.revokedAt !== null) return { ok: false, reason: 'revoked' };
    if (stored.usedAt !== null) {
      await tx.query(
        'update refresh_tokens set revoked_at = $2 where family_id = $1 and revoked_at is null',
        [stored.familyId, now],
      );
      return { ok: false, reason: 'reused' };
    }
    if (stored.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
    await tx.query('update refresh_tokens set used_at = $2 where token_hash = $1', [
      hashToken(token),
      now,
    ]);
    const next = await issueRefreshToken(tx, stored.deviceId, now, stored.familyId);
    return { ok: true, deviceId: stored.deviceId, refreshToken: next };
  });
}
