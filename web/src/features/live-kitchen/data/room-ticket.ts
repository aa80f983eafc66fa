// What a live-kitchen socket needs from the app: a ticket (asked for with the device's access
// token, so an expired token is refreshed on the way) and the socket's address on this origin.
import {
  LIVE_KITCHEN_SOCKET_PATH,
  LIVE_KITCHEN_TICKET_PATH,
  liveTicketResponseSchema,
} from '@mise/domain/api/live-kitchen';
import { readJson } from '../../../sync/api-error';
import { loadSyncEngine } from '../../../sync/engine-loader';

export async function fetchLiveTicket(): Promise<string> {
  const { auth } = await loadSyncEngine();
  const response = await auth.apiFetch(LIVE_KITCHEN_TICKET_PATH, { method: 'POST' });
  return (await readJson(response, liveTicketResponseSchema)).ticket;
}

export function liveSocketUrl(location: Location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}${LIVE_KITCHEN_SOCKET_PATH}`;
}
