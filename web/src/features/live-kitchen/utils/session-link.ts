// The share link of a live session (spec §9: the live-kitchen route with a session query
// parameter), and reading a session id back out of whatever a cook pastes: the link, or the id.
import { LIVE_KITCHEN_SESSION_QUERY_PARAM } from '@mise/domain/constants';
import { isLiveKitchenSessionId } from '@mise/domain/live-kitchen-id';

export const LIVE_KITCHEN_PATH = '/live-kitchen';

export function sessionPath(roomId: string): string {
  return `${LIVE_KITCHEN_PATH}?${LIVE_KITCHEN_SESSION_QUERY_PARAM}=${encodeURIComponent(roomId)}`;
}

export function sessionLink(origin: string, roomId: string): string {
  return `${origin}${sessionPath(roomId)}`;
}

/** The session id in a pasted link or id, or undefined when there is none. */
export function sessionIdFrom(input: string): string | undefined {
  const text = input.trim();
  if (isLiveKitchenSessionId(text)) return text;
  try {
    const id = new URL(text).searchParams.get(LIVE_KITCHEN_SESSION_QUERY_PARAM)?.trim();
    return id !== undefined && isLiveKitchenSessionId(id) ? id : undefined;
  } catch {
    return undefined;
  }
}
