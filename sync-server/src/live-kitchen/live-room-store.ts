/**
 * Where live kitchen rooms live: one row per open room in `live_rooms` (migration 005), on the
 * database every server instance shares, so any instance can serve a join. A change reads the
 * room under a row lock, runs one of the pure decisions of @mise/domain/live-room-commands,
 * writes the result and announces its events in the same transaction; an ended room is deleted.
 */
import { roomViewSchema } from '@mise/domain/api/live-kitchen';
import { LIVE_KITCHEN_MAX_ROOMS_PER_DEVICE } from '@mise/domain/constants';
import {
  type RoomErrorCode,
  type RoomOutcome,
  type RoomRecord,
  nextSweepAt,
} from '@mise/domain/live-room-commands';
import { z } from 'zod';
import type { Database, Queryable } from '../storage/database';
import type { RoomBus, RoomNotice } from './room-bus';

const recordSchema = z.object({
  view: roomViewSchema,
  members: z.record(z.string(), z.object({ deviceId: z.string(), connectionId: z.string() })),
});

export type ChangeResult =
  | { kind: 'not-found' }
  | { kind: 'refused'; error: RoomErrorCode }
  | { kind: 'changed'; record: RoomRecord; notices: RoomNotice[] };

export interface LiveRoomStore {
  /** Stores a new room, unless its host already hosts the most rooms a device may. */
  create(record: RoomRecord, hostDeviceId: string): Promise<'created' | 'too_many_rooms'>;
  read(roomId: string): Promise<RoomRecord | undefined>;
  /** Runs `decide` on the room under its lock and keeps (and announces) what it decided. */
  change(roomId: string, decide: (record: RoomRecord) => RoomOutcome): Promise<ChangeResult>;
  /** Deletes the rooms idle since `idleBefore` and announces their end; answers how many. */
  expireIdle(idleBefore: number, now: number): Promise<number>;
  /** Rooms where a dropped guest's seat has run out by `now`. */
  dueForSweep(now: number): Promise<string[]>;
}

const iso = (ms: number) => new Date(ms).toISOString();
const sweepAt = (record: RoomRecord) => {
  const at = nextSweepAt(record.view);
  return at === null ? null : iso(at);
};

async function readRecord(db: Queryable, roomId: string, lock: boolean) {
  const rows = await db.query<{ record: unknown }>(
    `select record from live_rooms where id = $1${lock ? ' for update' : ''}`,
    [roomId],
  );
  return rows[0] === undefined ? undefined : recordSchema.parse(rows[0].record);
}

function noticesOf(before: RoomRecord, outcome: RoomOutcome & { ok: true }): RoomNotice[] {
  return outcome.events.map((event, index) => {
    const seatOf =
      event.type === 'joined'
        ? event.participant.id
        : event.type === 'returned'
          ? event.participantId
          : undefined;
    return {
      roomId: before.view.id,
      version: before.view.version + index + 1,
      event,
      connectionId: seatOf === undefined ? undefined : outcome.record.members[seatOf]?.connectionId,
    };
  });
}

export function liveRoomStore(db: Database, bus: RoomBus): LiveRoomStore {
  return {
    async create(record, hostDeviceId) {
      const created = await db.transaction(async (tx) => {
        const [hosted] = await tx.query<{ count: number }>(
          'select count(*)::int as count from live_rooms where host_device_id = $1',
          [hostDeviceId],
        );
        if ((hosted?.count ?? 0) >= LIVE_KITCHEN_MAX_ROOMS_PER_DEVICE) return false;
        const { view } = record;
        await tx.query(
          `insert into live_rooms
             (id, host_device_id, record, version, created_at, last_activity_at, sweep_at)
           values ($1, $2, $3::jsonb, $4, $5, $6, $7)`,
          [
            view.id,
            hostDeviceId,
            JSON.stringify(record),
            view.version,
            iso(view.createdAt),
            iso(view.lastActivityAt),
            sweepAt(record),
          ],
        );
        return true;
      });
      return created ? 'created' : 'too_many_rooms';
    },

    read: (roomId) => readRecord(db, roomId, false),

    async change(roomId, decide) {
      const result = await db.transaction(async (tx): Promise<ChangeResult> => {
        const record = await readRecord(tx, roomId, true);
        if (record === undefined) return { kind: 'not-found' };
        const outcome = decide(record);
        if (!outcome.ok) return { kind: 'refused', error: outcome.error };
        if (outcome.events.length === 0) return { kind: 'changed', record, notices: [] };
        const notices = noticesOf(record, outcome);
        const next = outcome.record;
        if (outcome.events.some((event) => event.type === 'ended')) {
          await tx.query('delete from live_rooms where id = $1', [roomId]);
        } else {
          await tx.query(
            `update live_rooms
                set record = $2::jsonb, version = $3, last_activity_at = $4, sweep_at = $5
              where id = $1`,
            [
              roomId,
              JSON.stringify(next),
              next.view.version,
              iso(next.view.lastActivityAt),
              sweepAt(next),
            ],
          );
        }
        await bus.announce(tx, notices);
        return { kind: 'changed', record: next, notices };
      });
      if (result.kind === 'changed') bus.committed(result.notices);
      return result;
    },

    async expireIdle(idleBefore, now) {
      const notices = await db.transaction(async (tx) => {
        const rows = await tx.query<{ id: string; version: number }>(
          'delete from live_rooms where last_activity_at <= $1 returning id, version',
          [iso(idleBefore)],
        );
        const ended = rows.map((row): RoomNotice => ({
          roomId: row.id,
          version: row.version + 1,
          event: { type: 'ended', reason: 'expired', at: now },
        }));
        await bus.announce(tx, ended);
        return ended;
      });
      bus.committed(notices);
      return notices.length;
    },

    async dueForSweep(now) {
      const rows = await db.query<{ id: string }>(
        'select id from live_rooms where sweep_at <= $1',
        [iso(now)],
      );
      return rows.map((row) => row.id);
    },
  };
}
