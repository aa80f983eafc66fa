/**
 * Devices and the household each belongs to: creating one, looking up its current household,
 * and moving it (with its sync clients) to another household.
 */
import { z } from 'zod';
import type { Queryable } from '../storage/database';
import { createHousehold } from '../storage/entities';

export interface DeviceRow {
  deviceId: string;
  householdId: string;
  lastSeenAt: Date;
}

const deviceRowSchema: z.ZodType<DeviceRow> = z.object({
  deviceId: z.string(),
  householdId: z.string(),
  lastSeenAt: z.date(),
});

const DEVICE_COLUMNS =
  'id as "deviceId", household_id as "householdId", last_seen_at as "lastSeenAt"';

/** A new household with this one new device in it. */
export async function createDeviceInNewHousehold(q: Queryable, now: Date): Promise<DeviceRow> {
  const household = await createHousehold(q);
  const rows = await q.query(
    `insert into devices (household_id, created_at, last_seen_at) values ($1, $2, $2)
     returning ${DEVICE_COLUMNS}`,
    [household.id, now],
  );
  return deviceRowSchema.parse(rows[0]);
}

/** The device and its current household; `forUpdate` holds it still for a move. */
export async function findDevice(
  q: Queryable,
  deviceId: string,
  options: { forUpdate?: boolean } = {},
): Promise<DeviceRow | undefined> {
  const lock = options.forUpdate === true ? ' for update' : '';
  const rows = await q.query(`select ${DEVICE_COLUMNS} from devices where id = $1${lock}`, [
    deviceId,
  ]);
  return rows.length === 0 ? undefined : deviceRowSchema.parse(rows[0]);
}

/** Records activity; the guard keeps concurrent requests from rewriting the row repeatedly. */
export async function touchDevice(q: Queryable, deviceId: string, now: Date, olderThan: Date) {
  await q.query('update devices set last_seen_at = $2 where id = $1 and last_seen_at <= $3', [
    deviceId,
    now,
    olderThan,
  ]);
}

/**
 * Moves the device and its sync clients into `householdId`. Clients move too so the writes
 * still queued on the device land in the household it now belongs to. Call inside a
 * transaction: a device must never be in one household while its clients are in another.
 */
export async function moveDevice(q: Queryable, deviceId: string, householdId: string) {
  await q.query('update devices set household_id = $2 where id = $1', [deviceId, householdId]);
  await q.query('update clients set household_id = $2, updated_at = now() where device_id = $1', [
    deviceId,
    householdId,
  ]);
}
