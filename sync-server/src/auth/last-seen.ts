/**
 * A device's last_seen_at, kept to a minute: it is informational, and writing it on every
 * request would double the queries.
 */
import { touchDevice } from '../household/devices';
import type { Queryable } from '../storage/database';

const LAST_SEEN_RESOLUTION_MS = 60_000;

const staleBefore = (now: Date) => new Date(now.getTime() - LAST_SEEN_RESOLUTION_MS);

/** Whether a device last recorded as seen at `lastSeenAt` should be recorded again. */
export function seenTooLongAgo(lastSeenAt: Date, now: Date): boolean {
  return lastSeenAt <= staleBefore(now);
}

/** Records the device as seen `now`; the guard keeps concurrent requests from rewriting it. */
export function recordSeen(q: Queryable, deviceId: string, now: Date): Promise<void> {
  return touchDevice(q, deviceId, now, staleBefore(now));
}
