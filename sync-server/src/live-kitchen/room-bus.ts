/**
 * How a change to a live kitchen room reaches the sockets in it, on whichever server instance
 * they are connected to. The pattern of sync pokes (sync/pokes.ts): in one process an in-memory
 * hub; with several instances on one PostgreSQL, NOTIFY inside the transaction that changed the
 * room and LISTEN on every instance. NOTIFY in the transaction means a notice goes out only if
 * the change commits, and notices arrive in commit order, which is the rooms' version order.
 */
import { roomEventSchema } from '@mise/domain/api/live-kitchen';
import type { RoomEvent } from '@mise/domain/live-room';
import pg from 'pg';
import { z } from 'zod';
import { LocalHub } from '../events/local-hub';
import type { Logger } from '../logger';
import type { Queryable } from '../storage/database';

export interface RoomNotice {
  roomId: string;
  /** The room's version once this event is applied. */
  version: number;
  event: RoomEvent;
  /** The socket that now holds the seat of a joined or returned participant (server-only). */
  connectionId?: string | undefined;
}

type Listener = (notice: RoomNotice) => void;

export interface RoomBus {
  /** Inside the transaction that changed the room. */
  announce(tx: Queryable, notices: readonly RoomNotice[]): Promise<void>;
  /** After that transaction committed. */
  committed(notices: readonly RoomNotice[]): void;
  subscribe(roomId: string, listener: Listener): () => void;
  close(): Promise<void>;
}

export function inProcessRoomBus(): RoomBus {
  const hub = new LocalHub<RoomNotice>();
  return {
    announce: () => Promise.resolve(),
    committed: (notices) => notices.forEach((notice) => hub.deliver(notice.roomId, notice)),
    subscribe: (roomId, listener) => hub.subscribe(roomId, listener),
    close: () => Promise.resolve(),
  };
}

const CHANNEL = 'mise_live_room';

/** A notice is small (a chat message is at most 500 characters): far below NOTIFY's 8 KB. */
export async function postgresRoomBus(databaseUrl: string, logger: Logger): Promise<RoomBus> {
  const hub = new LocalHub<RoomNotice>();
  const listener = new pg.Client({ connectionString: databaseUrl });
  listener.on('error', (error) => logger.error({ err: error }, 'live room listener failed'));
  listener.on('notification', (message) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    const notice = readNotice(message.payload);
    if (notice) hub.deliver(notice.roomId, notice);
    else logger.warn('live room notice not understood; ignored');
  });
  await listener.connect();
  await listener.query(`listen ${CHANNEL}`);
  return {
    async announce(tx, notices) {
      for (const notice of notices) {
        await tx.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(notice)]);
      }
    },
    // This instance hears its own NOTIFY through LISTEN, like every other instance.
    committed: () => undefined,
    subscribe: (roomId, fn) => hub.subscribe(roomId, fn),
    close: () => listener.end(),
  };
}

const noticeSchema = z.object({
  roomId: z.string(),
  version: z.number().int(),
  event: roomEventSchema,
  connectionId: z.string().optional(),
});

function readNotice(payload: string): RoomNotice | undefined {
  try {
    const parsed = noticeSchema.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
