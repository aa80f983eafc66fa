/**
 * Household queries behind /api/household: its summary, invites, and moving a device in or
 * out. Every function takes the household from the caller's authenticated device, never from
 * the request, which is what keeps one household's data out of another's reach.
 */
import { z } from 'zod';
import type { Database, Queryable } from '../storage/database';
import { createHousehold } from '../storage/entities';
import { findDevice, moveDevice } from './devices';
import { generateInviteCode, INVITE_TTL_MS } from './invite-code';

export interface DeviceRef {
  deviceId: string;
  householdId: string;
}

export interface HouseholdSummary {
  id: string;
  deviceCount: number;
  createdAt: Date;
}

const summarySchema: z.ZodType<HouseholdSummary> = z.object({
  id: z.string(),
  deviceCount: z.number().int(),
  createdAt: z.date(),
});
const inviteSchema = z.object({ householdId: z.string(), expiresAt: z.date() });
const codeRowSchema = z.object({ code: z.string() });

export async function householdSummary(q: Queryable, householdId: string) {
  const rows = await q.query(
    `select h.id, h.created_at as "createdAt",
            (select count(*) from devices d where d.household_id = h.id)::int as "deviceCount"
     from households h where h.id = $1`,
    [householdId],
  );
  return summarySchema.parse(rows[0]);
}

export async function createInvite(q: Queryable, device: DeviceRef, now: Date) {
  const expiresAt = new Date(now.getTime() + INVITE_TTL_MS);
  // A collision among ~10^12 codes is rare but not impossible: draw again rather than fail.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const rows = await q.query(
      `insert into invites (code, household_id, created_by_device_id, expires_at, created_at)
       values ($1, $2, $3, $4, $5) on conflict (code) do nothing returning code`,
      [generateInviteCode(), device.householdId, device.deviceId, expiresAt, now],
    );
    if (rows.length > 0) return { code: codeRowSchema.parse(rows[0]).code, expiresAt };
  }
  throw new Error('could not find a free invite code in 5 attempts');
}

export type JoinResult =
  { ok: true; householdId: string } | { ok: false; reason: 'unknown' | 'expired' };

/** Moves the device and its sync clients into the invite's household, in one transaction. */
export async function joinHousehold(
  db: Database,
  deviceId: string,
  code: string,
  now: Date,
): Promise<JoinResult> {
  return db.transaction(async (tx) => {
    const rows = await tx.query(
      'select household_id as "householdId", expires_at as "expiresAt" from invites where code = $1',
      [code],
    );
    if (rows.length === 0) return { ok: false, reason: 'unknown' };
    const invite = inviteSchema.parse(rows[0]);
    if (invite.expiresAt.getTime() <= now.getTime()) return { ok: false, reason: 'expired' };
    // Locked and re-read here: the household the middleware saw may have changed since.
    const device = await findDevice(tx, deviceId, { forUpdate: true });
    if (device === undefined) throw new Error(`device ${deviceId} vanished`);
    if (device.householdId !== invite.householdId) {
      await moveDevice(tx, deviceId, invite.householdId);
    }
    return { ok: true, householdId: invite.householdId };
  });
}

/** Moves the device and its sync clients into a new, empty household of its own. */
export async function leaveHousehold(db: Database, deviceId: string): Promise<string> {
  return db.transaction(async (tx) => {
    const household = await createHousehold(tx);
    await moveDevice(tx, deviceId, household.id);
    return household.id;
  });
}
