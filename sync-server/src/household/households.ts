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

/**
 * How a move reaches every server instance's memory of which household a device is in
 * (auth/cached-authentication.ts): announced inside the moving transaction, so other instances
 * hear of it exactly when it commits, and told to this instance once it has (sync/pokes.ts).
 */
export interface MoveAnnouncer {
  announceMove(tx: Queryable, deviceId: string): Promise<void>;
  moveCommitted(deviceId: string): void;
}

/** Moves the device and its sync clients into the invite's household, in one transaction. */
export async function joinHousehold(
  db: Database,
  moves: MoveAnnouncer,
  deviceId: string,
  code: string,
  now: Date,
): Promise<JoinResult> {
  const result = await db.transaction(async (tx): Promise<JoinResult> => {
    const invite = await inviteForJoin(tx, code, now);
    if (!invite.usable) return { ok: false, reason: invite.reason };
    // Locked and re-read here: the household the middleware saw may have changed since.
    const device = await findDevice(tx, deviceId, { forUpdate: true });
    if (device === undefined) throw new Error(`device ${deviceId} vanished`);
    if (device.householdId !== invite.householdId) {
      await moveOut(tx, moves, device.deviceId, device.householdId, invite.householdId, now);
    }
    return { ok: true, householdId: invite.householdId };
  });
  if (result.ok) moves.moveCommitted(deviceId);
  return result;
}

/** Moves the device and its sync clients into a new, empty household of its own. */
export async function leaveHousehold(
  db: Database,
  moves: MoveAnnouncer,
  deviceId: string,
  now: Date,
): Promise<string> {
  const householdId = await db.transaction(async (tx) => {
    const device = await findDevice(tx, deviceId, { forUpdate: true });
    if (device === undefined) throw new Error(`device ${deviceId} vanished`);
    const household = await createHousehold(tx);
    await moveOut(tx, moves, deviceId, device.householdId, household.id, now);
    return household.id;
  });
  moves.moveCommitted(deviceId);
  return householdId;
}

async function moveOut(
  tx: Queryable,
  moves: MoveAnnouncer,
  deviceId: string,
  from: string,
  to: string,
  now: Date,
) {
  await moveDevice(tx, deviceId, to);
  await revokeInvitesOfLeaver(tx, deviceId, from, now);
  await moves.announceMove(tx, deviceId);
}
