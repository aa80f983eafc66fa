/**
 * The live kitchen on the server (issue 9; docs/api.md "Live kitchen"): a ticket route, the
 * WebSocket route, the sockets open on this instance, and the sweep that frees dropped guests'
 * seats, ends rooms idle for 12 hours and forgets used tickets once they have expired. Rooms themselves live in the database (live-room-store)
 * and their changes travel on the room bus, so several instances serve one room together.
 */
import { randomBytes } from 'node:crypto';
import { upgradeWebSocket } from '@hono/node-server';
import {
  LIVE_KITCHEN_ID_RANDOM_BYTES,
  LIVE_KITCHEN_IDLE_EXPIRY_MS,
  LIVE_KITCHEN_SESSION_ID_PREFIX,
} from '@mise/domain/constants';
import { sweepAway } from '@mise/domain/live-room-commands';
import { Hono, type MiddlewareHandler } from 'hono';
import type { DeviceEnv } from '../auth/require-device';
import type { TokenService } from '../auth/token-service';
import type { Clock } from '../clock';
import type { Logger } from '../logger';
import type { Database } from '../storage/database';
import { type LiveTimings, LiveConnection, defaultLiveTimings } from './live-connection';
import { liveRoomStore } from './live-room-store';
import type { RoomBus } from './room-bus';

/** Sockets are told to go (and reconnect elsewhere) when this instance stops. */
const GOING_AWAY = 1001;
const SWEEP_INTERVAL_MS = 30_000;

export interface LiveKitchenDeps {
  db: Database;
  bus: RoomBus;
  tokens: TokenService;
  clock: Clock;
  logger: Logger;
  timings?: Partial<LiveTimings>;
}

export interface LiveKitchen {
  routes(requireDevice: MiddlewareHandler<DeviceEnv>): Hono<DeviceEnv>;
  /** Frees the seats of guests away past their grace time and ends idle rooms. */
  sweep(): Promise<void>;
  /** Sweeps every 30 s until the returned function is called. */
  startSweeping(): () => void;
  /** Closes this instance's sockets (their participants are away) and the bus. */
  close(): Promise<void>;
}

export function newRoomId(): string {
  const random = randomBytes(LIVE_KITCHEN_ID_RANDOM_BYTES).toString('base64url');
  return `${LIVE_KITCHEN_SESSION_ID_PREFIX}${random}`;
}

export function createLiveKitchen({
  db,
  bus,
  tokens,
  clock,
  logger,
  timings,
}: LiveKitchenDeps): LiveKitchen {
  const store = liveRoomStore(db, bus);
  const open = new Set<LiveConnection>();
  const connectionDeps = {
    store,
    bus,
    tickets: tokens.liveTickets,
    clock,
    logger,
    newRoomId,
    newId: () => crypto.randomUUID(),
    timings: { ...defaultLiveTimings, ...timings },
  };

  async function sweep(): Promise<void> {
    const now = clock().getTime();
    const expired = await store.expireIdle(now - LIVE_KITCHEN_IDLE_EXPIRY_MS, now);
    if (expired > 0) logger.info({ rooms: expired }, 'live kitchen: idle rooms ended');
    for (const roomId of await store.dueForSweep(now)) {
      await store.change(roomId, (record) => sweepAway(record, now));
    }
    await tokens.liveTickets.forgetExpired();
  }

  return {
    routes: (requireDevice) =>
      new Hono<DeviceEnv>()
        .post('/tickets', requireDevice, async (c) => {
          const { ticket, expiresAt } = await tokens.liveTickets.issue(c.var.device.deviceId);
          return c.json({ ticket, expiresAt: expiresAt.toISOString() }, 201);
        })
        .get(
          '/socket',
          upgradeWebSocket(() => {
            let connection: LiveConnection | undefined;
            return {
              onOpen(_event, ws) {
                connection = new LiveConnection(ws, connectionDeps);
                open.add(connection);
              },
              onMessage(event: { data: unknown }) {
                connection?.receive(event.data);
              },
              onClose() {
                connection?.onSocketClosed();
                if (connection) open.delete(connection);
              },
            };
          }),
        ),
    sweep,
    startSweeping() {
      const timer = setInterval(() => {
        sweep().catch((error: unknown) =>
          logger.error({ err: error }, 'live kitchen: sweep failed'),
        );
      }, SWEEP_INTERVAL_MS);
      timer.unref();
      return () => clearInterval(timer);
    },
    async close() {
      for (const connection of open) connection.close(GOING_AWAY, 'server restarting');
      await Promise.all([...open].map((connection) => connection.settled()));
      open.clear();
      await bus.close();
    },
  };
}
