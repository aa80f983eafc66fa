/**
 * Identity without login (ARCHITECTURE §3): anonymous sign-in, refresh-token rotation, and
 * turning a bearer token into the device and its current household. The routes and the
 * requireDevice middleware are thin layers over this.
 */
import type { Clock } from '../clock';
import { systemClock } from '../clock';
import type { Database } from '../storage/database';
import { createDeviceInNewHousehold, findDevice } from '../household/devices';
import { type VerifiedAccessToken, accessTokens } from './access-token';
import { recordSeen, seenTooLongAgo } from './last-seen';
import { type LiveTickets, liveTickets } from './live-tickets';
import { issueRefreshToken, rotateRefreshToken } from './refresh-tokens';
import type { RotationResult } from './refresh-tokens';
import { loadSigningSecret } from './signing-secret';

/** Who a request comes from: set on the context by requireDevice. */
export interface DeviceIdentity {
  deviceId: string;
  householdId: string;
}

/** What sign-in and refresh return; `user` is the session's user (spec §4). */
export interface Session {
  accessToken: string;
  refreshToken: string;
  user: { id: string; householdId: string };
}

export type RefreshOutcome =
  | { ok: true; session: Session }
  | { ok: false; reason: Extract<RotationResult, { ok: false }>['reason'] };

export interface TokenService {
  signInAnonymously(): Promise<Session>;
  refresh(refreshToken: string): Promise<RefreshOutcome>;
  /** The device behind a valid access token, or null. Records the device as seen. */
  authenticate(accessToken: string): Promise<DeviceIdentity | null>;
  /**
   * The device behind a token when memory can answer at once (auth/cached-authentication.ts),
   * else undefined and authenticate() must be asked. Absent where nothing is remembered.
   */
  recall?(accessToken: string): DeviceIdentity | undefined;
  /** The device and expiry of a valid access token, or null; the signature alone, no database. */
  verifyAccessToken(accessToken: string): Promise<VerifiedAccessToken | null>;
  /** Tickets that open a live-kitchen socket (signed with the same secret). */
  liveTickets: LiveTickets;
}

export interface TokenServiceOptions {
  db: Database;
  secret: string;
  clock?: Clock;
}

export function createTokenService({
  db,
  secret,
  clock = systemClock,
}: TokenServiceOptions): TokenService {
  const access = accessTokens(secret, clock);

  const session = async (deviceId: string, householdId: string, refreshToken: string) => ({
    accessToken: await access.issue(deviceId),
    refreshToken,
    user: { id: deviceId, householdId },
  });

  return {
    liveTickets: liveTickets(secret, clock, db),
    async signInAnonymously() {
      const now = clock();
      const { device, refreshToken } = await db.transaction(async (tx) => {
        const created = await createDeviceInNewHousehold(tx, now);
        return {
          device: created,
          refreshToken: await issueRefreshToken(tx, created.deviceId, now),
        };
      });
      return session(device.deviceId, device.householdId, refreshToken);
    },

    async refresh(refreshToken) {
      const rotated = await rotateRefreshToken(db, refreshToken, clock());
      if (!rotated.ok) return rotated;
      const device = await findDevice(db, rotated.deviceId);
      // Devices are never deleted, so this only fails if the schema's promise is broken.
      if (device === undefined) {
        throw new Error(`refresh token of unknown device ${rotated.deviceId}`);
      }
      return {
        ok: true,
        session: await session(device.deviceId, device.householdId, rotated.refreshToken),
      };
    },

    async authenticate(accessToken) {
      const verified = await access.verify(accessToken);
      if (verified === null) return null;
      const device = await findDevice(db, verified.deviceId);
      if (device === undefined) return null;
      const now = clock();
      if (seenTooLongAgo(device.lastSeenAt, now)) await recordSeen(db, device.deviceId, now);
      return { deviceId: device.deviceId, householdId: device.householdId };
    },
    verifyAccessToken: (accessToken) => access.verify(accessToken),
  };
}

/** The service with its secret resolved: AUTH_SECRET, else the one stored in the database. */
export async function openTokenService(options: {
  db: Database;
  authSecret: string | undefined;
  clock?: Clock;
}): Promise<TokenService> {
  const secret = await loadSigningSecret(options.db, options.authSecret);
  return createTokenService({ db: options.db, secret, clock: options.clock });
}
