/**
 * Live-kitchen tickets: what opens a WebSocket for a device. A browser cannot set headers on a
 * WebSocket, and an access token in the URL would end up in logs; so the app asks for a ticket
 * with its bearer token (POST /api/live-kitchen/tickets, where the usual 401 → refresh applies)
 * and sends it as the socket's first message. A ticket is an HS256 JWT of the same secret as
 * access tokens (so any instance accepts it) with its own audience, good for one minute and for
 * nothing but opening a live-kitchen socket.
 */
import { LIVE_KITCHEN_TICKET_TTL_SECONDS } from '@mise/domain/constants';
import type { Clock } from '../clock';
import { signedSubjects } from './signed-subject';

const AUDIENCE = 'mise-live-kitchen';

export interface LiveTickets {
  issue(deviceId: string): Promise<{ ticket: string; expiresAt: Date }>;
  /** The device id of a valid, unexpired ticket, or null. */
  verify(ticket: string): Promise<string | null>;
}

export function liveTickets(secret: string, clock: Clock): LiveTickets {
  const tickets = signedSubjects(secret, clock, AUDIENCE, LIVE_KITCHEN_TICKET_TTL_SECONDS);
  return {
    async issue(deviceId) {
      // A unique id per ticket, so two tickets issued in the same second differ.
      const { token, exp } = await tickets.issue(deviceId, { jti: crypto.randomUUID() });
      return { ticket: token, expiresAt: new Date(exp * 1000) };
    },
    verify: (ticket) => tickets.verify(ticket),
  };
}
