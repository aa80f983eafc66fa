/**
 * Authentication without the database on every request: a verified access token is remembered
 * until it expires (token → device; the JWT's signature and claims cannot change), and each
 * device's household until the device moves. A join or leave announces the move on every
 * instance (households.ts → sync/pokes.ts: NOTIFY inside the moving transaction), so another
 * instance serves the old household at most until that NOTIFY arrives; while its LISTEN
 * connection is down it keeps no household at all and reads the device row every request.
 * last_seen_at is still written at most once a minute per device, as before.
 */
import type { Clock } from '../clock';
import { LRUCache } from 'lru-cache';
import { GroupedCache } from '../cache/grouped-cache';
import { findDevice } from '../household/devices';
import type { Queryable } from '../storage/database';
import type { CacheNotices } from '../sync/pokes';
import { type VerifiedAccessToken, hasExpired } from './access-token';
import { recordSeen, seenTooLongAgo } from './last-seen';
import type { DeviceIdentity, TokenService } from './token-service';

/** Tokens live 15 minutes; this covers thousands of active devices in a few megabytes. */
const MAX_TOKENS = 20_000;
const MAX_DEVICES = 20_000;

interface KnownDevice {
  identity: DeviceIdentity;
  /** What last_seen_at holds, as far as this instance knows. */
  lastSeenAt: Date;
}

export interface CachedAuthenticationDeps {
  db: Queryable;
  clock: Clock;
  notices: CacheNotices;
}

/** `tokens` with an authenticate() that remembers; everything else is `tokens`' own. */
export function withCachedAuthentication(
  tokens: TokenService,
  { db, clock, notices }: CachedAuthenticationDeps,
): TokenService {
  const verified = new LRUCache<string, VerifiedAccessToken>({ max: MAX_TOKENS });
  const devices = new GroupedCache<KnownDevice | undefined>({
    maxSize: MAX_DEVICES,
    isReliable: () => notices.reliable,
  });
  notices.subscribe((notice) => {
    if (notice.kind === 'device') devices.forget(notice.deviceId);
    else if (notice.kind === 'lapse') devices.forgetAll();
  });

  const verify = async (accessToken: string, now: Date) => {
    const known = verified.get(accessToken);
    if (known !== undefined) {
      if (!hasExpired(known, now)) return known;
      verified.delete(accessToken);
      return null;
    }
    const token = await tokens.verifyAccessToken(accessToken);
    // Only valid tokens are kept: garbage sent by anyone must not push real ones out.
    if (token !== null) verified.set(accessToken, token);
    return token;
  };

  const readDevice = async (deviceId: string): Promise<KnownDevice | undefined> => {
    const row = await findDevice(db, deviceId);
    if (row === undefined) return undefined;
    // Frozen: every request of the device is handed this one object as c.var.device.
    const identity = Object.freeze({ deviceId, householdId: row.householdId });
    return { identity, lastSeenAt: row.lastSeenAt };
  };

  return {
    ...tokens,
    recall(accessToken) {
      const now = clock();
      const token = verified.get(accessToken);
      if (token === undefined || hasExpired(token, now)) return undefined;
      const device = devices.get(token.deviceId);
      // Once a minute the device is recorded as seen, which authenticate() does.
      if (device === undefined || seenTooLongAgo(device.lastSeenAt, now)) return undefined;
      return device.identity;
    },
    async authenticate(accessToken) {
      const now = clock();
      const token = await verify(accessToken, now);
      if (token === null) return null;
      const { deviceId } = token;
      const device =
        devices.get(deviceId) ??
        (await devices.load(
          deviceId,
          deviceId,
          () => readDevice(deviceId),
          (found) => found !== undefined,
        ));
      if (device === undefined) return null;
      if (seenTooLongAgo(device.lastSeenAt, now)) {
        // Noted before the write, so the device's other requests meanwhile do not write it too.
        device.lastSeenAt = now;
        await recordSeen(db, deviceId, now);
      }
      return device.identity;
    },
  };
}
