/**
 * Household queries behind /api/household: its summary, and moving a device in (with an
 * invite) or out. Every function takes the household from the caller's authenticated device,
 * never from the request, which is what keeps one household's data out of another's reach.
 */
import { z } from 'zod';
import type { Database, Queryable } from '../storage/database';
import { createHousehold } from '../storage/entities';
import { findDevice, moveDevice } from './devices';
import { inviteForJoin, revokeInvitesOfLeaver } from './invites';

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

export async function householdSummary(q: Queryable, householdId: string) {
  const rows = await q.query(
    `select h.id, h.created_at as "createdAt",
            (select count(*) from devices d where d.household_id = h.id)::int as "deviceCount"
     from households h where h.id = $1`,
    [householdId],
  );
  return summarySchema.parse(rows[0]);
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
    const invite = await inviteForJoin(tx, code, now);
    if (!invite.usable) return { ok: false, reason: invite.reason };
    // Locked and re-read here: the household the middleware saw may have changed since.
    const device = await findDevice(tx, deviceId, { forUpdate: true });
    if (device === undefined) throw new Error(`device ${deviceId} vanished`);
    if (device.householdId !== invite.householdId) {
      await moveOut(tx, device.deviceId, device.householdId, invite.householdId, now);
    }
    return { ok: true, householdId: invite.householdId };
  });
}

/** Moves the device and its sync clients into a new, empty household of its own. */
export async function leaveHousehold(db: Database, deviceId: string, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const device = await findDevice(tx, deviceId, { forUpdate: true });
    if (device === undefined) throw new Error(`device ${deviceId} vanished`);
    const household = await createHousehold(tx);
    await moveOut(tx, deviceId, device.householdId, household.id, now);
    return household.id;
  });
}

async function moveOut(tx: Queryable, deviceId: string, from: string, to: string, now: Date) {
  await moveDevice(tx, deviceId, to);
  await revokeInvitesOfLeaver(tx, deviceId, from, now);
}
