/**
 * Live-kitchen tickets: what opens a WebSocket for a device. A browser cannot set headers on a
 * WebSocket, and an access token in the URL would end up in logs; so the app asks for a ticket
 * with its bearer token (POST /api/live-kitchen/tickets, where the usual 401 → refresh applies)
 * and sends it as the socket's first message. A ticket is an HS256 JWT of the same secret as
 * access tokens (so any instance accepts it) with its own audience, good for one minute, for
 * one socket, and for nothing but opening a live-kitchen socket.
 */
import { LIVE_KITCHEN_TICKET_TTL_SECONDS } from '@mise/domain/constants';
import type { Clock } from '../clock';
import type { Queryable } from '../storage/database';
import { signedSubjects } from './signed-subject';

const AUDIENCE = 'mise-live-kitchen';

export interface LiveTickets {
  issue(deviceId: string): Promise<{ ticket: string; expiresAt: Date }>;
  /**
   * The device id of a valid, unexpired ticket presented for the first time, or null. Presenting
   * it uses it up: a copy of it (from a log, a proxy, a second tab) opens nothing.
   */
  use(ticket: string): Promise<string | null>;
  /** Forgets the used tickets that have expired anyway; the live kitchen's sweep calls it. */
  forgetExpired(): Promise<void>;
}

export function liveTickets(secret: string, clock: Clock, db: Queryable): LiveTickets {
  const tickets = signedSubjects(secret, clock, AUDIENCE, LIVE_KITCHEN_TICKET_TTL_SECONDS);
  return {
    async issue(deviceId) {
      // A unique id per ticket, so two tickets issued in the same second differ, and each can
      // be used up on its own.
      const { token, exp } = await tickets.issue(deviceId, { jti: crypto.randomUUID() });
      return { ticket: token, expiresAt: new Date(exp * 1000) };
    },
    async use(ticket) {
      const claims = await tickets.claims(ticket);
      if (claims?.jti === undefined) return null;
      // One row per ticket, whichever instance it reaches first: a second use, even at the same
      // moment, conflicts and gets no row back.
      const first = await db.query(
        `insert into live_ticket_uses (jti, expires_at) values ($1, $2)
         on conflict (jti) do nothing returning jti`,
        [claims.jti, new Date(claims.exp * 1000)],
      );
      return first.length === 1 ? claims.sub : null;
    },
    async forgetExpired() {
      // A used ticket is remembered only as long as it could still be presented.
      await db.query('delete from live_ticket_uses where expires_at <= $1', [clock()]);
    },
  };
}
