/**
 * Invite rows: creating one (within the household's cap of open invites), listing and revoking
 * a household's open ones, and reading one for a join. An invite is open while it is unexpired,
 * unrevoked, and its creator is still a member of its household; every query here tests all
 * three with one predicate, so the list, the cap, a revoke and a join never disagree.
 */
import { z } from 'zod';
import type { Database, Queryable } from '../storage/database';
import type { DeviceIdentity } from '../auth/token-service';
import { generateInviteCode, INVITE_TTL_MS } from './invite-code';

/** SQL for "invite `i` is neither revoked nor left behind by its creator". */
const STANDING = `i.revoked_at is null and exists (
  select 1 from devices d where d.id = i.created_by_device_id and d.household_id = i.household_id)`;

/** SQL for "invite `i` is open at `now`" (the caller's parameter, e.g. '$2'). */
const openAt = (now: string) => `${STANDING} and i.expires_at > ${now}`;

const codeRowSchema = z.object({ code: z.string() });
const countSchema = z.object({ count: z.number().int() });

export type CreateInviteResult =
  { ok: true; code: string; expiresAt: Date } | { ok: false; reason: 'too-many-open' };

export async function createInvite(
  db: Database,
  device: DeviceIdentity,
  now: Date,
  maxOpen: number,
): Promise<CreateInviteResult> {
  return db.transaction(async (tx) => {
    // Locking the household row serialises its invite creations, so two at once cannot both
    // see room for one more.
    await tx.query('select 1 from households where id = $1 for update', [device.householdId]);
    const counted = await tx.query(
      `select count(*)::int as count from invites i where i.household_id = $1 and ${openAt('$2')}`,
      [device.householdId, now],
    );
    if (countSchema.parse(counted[0]).count >= maxOpen) {
      return { ok: false, reason: 'too-many-open' } as const;
    }
    const expiresAt = new Date(now.getTime() + INVITE_TTL_MS);
    // A collision among ~10^12 codes is rare but not impossible: draw again rather than fail.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const rows = await tx.query(
        `insert into invites (code, household_id, created_by_device_id, expires_at, created_at)
         values ($1, $2, $3, $4, $5) on conflict (code) do nothing returning code`,
        [generateInviteCode(), device.householdId, device.deviceId, expiresAt, now],
      );
      if (rows.length > 0) {
        return { ok: true, code: codeRowSchema.parse(rows[0]).code, expiresAt } as const;
      }
    }
    throw new Error('could not find a free invite code in 5 attempts');
  });
}

export interface OpenInvite {
  code: string;
  expiresAt: Date;
  createdAt: Date;
  createdByDeviceId: string;
}

const openInviteSchema: z.ZodType<OpenInvite> = z.object({
  code: z.string(),
  expiresAt: z.date(),
  createdAt: z.date(),
  createdByDeviceId: z.string(),
});

/** The household's open invites, newest first. */
export async function listOpenInvites(
  q: Queryable,
  householdId: string,
  now: Date,
): Promise<OpenInvite[]> {
  const rows = await q.query(
    `select i.code, i.expires_at as "expiresAt", i.created_at as "createdAt",
            i.created_by_device_id as "createdByDeviceId"
     from invites i where i.household_id = $1 and ${openAt('$2')}
     order by i.created_at desc, i.code`,
    [householdId, now],
  );
  return rows.map((row) => openInviteSchema.parse(row));
}

/** Revokes an open invite of this household; false when it has none open with that code. */
export async function revokeInvite(
  q: Queryable,
  householdId: string,
  code: string,
  now: Date,
): Promise<boolean> {
  const rows = await q.query(
    `update invites i set revoked_at = $3
     where i.code = $1 and i.household_id = $2 and ${openAt('$3')} returning i.code`,
    [code, householdId, now],
  );
  return rows.length > 0;
}

/**
 * Closes the invites a device created for a household it is leaving: a code it handed out
 * must not let anyone in after it is gone, even if it comes back later.
 */
export async function revokeInvitesOfLeaver(
  q: Queryable,
  deviceId: string,
  householdId: string,
  now: Date,
) {
  await q.query(
    `update invites set revoked_at = $3
     where created_by_device_id = $1 and household_id = $2 and revoked_at is null`,
    [deviceId, householdId, now],
  );
}

export type InviteForJoin =
  { usable: true; householdId: string } | { usable: false; reason: 'unknown' | 'expired' };

const joinRowSchema = z.object({
  householdId: z.string(),
  expiresAt: z.date(),
  closed: z.boolean(),
});

/**
 * Whether the code admits a device now. Revoked codes and codes whose creator has left read
 * as unknown: "not valid" is the truth for the person holding one, and only expiry has
 * something to add ("ask for a new one").
 */
export async function inviteForJoin(q: Queryable, code: string, now: Date): Promise<InviteForJoin> {
  const rows = await q.query(
    `select i.household_id as "householdId", i.expires_at as "expiresAt",
            not (${STANDING}) as closed
     from invites i where i.code = $1`,
    [code],
  );
  if (rows.length === 0) return { usable: false, reason: 'unknown' };
  const invite = joinRowSchema.parse(rows[0]);
  if (invite.closed) return { usable: false, reason: 'unknown' };
  if (invite.expiresAt.getTime() <= now.getTime()) return { usable: false, reason: 'expired' };
  return { usable: true, householdId: invite.householdId };
}
