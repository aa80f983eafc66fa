/**
 * /api/household: the caller's household, its open invites (create, list, revoke), joining
 * another with a code, and leaving. Every route acts on the household of the authenticated
 * device (c.var.device). Joins, invite creation and leaving are rate-limited
 * (household-limits.ts): join attempts are how a code is guessed.
 */
import {
  INVITE_EXPIRED_MESSAGE,
  INVITE_NOT_OPEN_MESSAGE,
  INVITE_NOT_VALID_MESSAGE,
  joinHouseholdRequestSchema,
  tooManyOpenInvitesMessage,
} from '@mise/domain/api/household';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { requireDevice } from '../auth/require-device';
import type { DeviceEnv } from '../auth/require-device';
import type { TokenService } from '../auth/token-service';
import type { Clock } from '../clock';
import { validJson } from '../http/valid-json';
import type { Database } from '../storage/database';
import type { HouseholdLimits } from './household-limits';
import { limitPer } from './household-limits';
import { type MoveAnnouncer, householdSummary, joinHousehold, leaveHousehold } from './households';
import { inviteUrl, normalizeInviteCode } from './invite-code';
import { createInvite, listOpenInvites, revokeInvite } from './invites';

export interface HouseholdRoutesDeps {
  db: Database;
  tokens: TokenService;
  clock: Clock;
  /** Tells every server instance that a device moved (the app's pokes). */
  moves: MoveAnnouncer;
  /** The app's authLimits: the household limits and the client-address bucket they share. */
  limits: { household: HouseholdLimits; clientKey: (c: Context) => string };
}

export function householdRoutes({ db, tokens, clock, moves, limits }: HouseholdRoutesDeps) {
  const { household: bounds, clientKey } = limits;
  const byDevice = (c: Context<DeviceEnv>) => c.var.device.deviceId;
  // Counted before the body is read, so malformed guesses spend the budget too.
  const joinLimit = limitPer(
    [
      { window: bounds.joinsPerDevice, key: byDevice },
      { window: bounds.joinsPerAddress, key: clientKey },
    ],
    'Too many tries to join a kitchen',
    clock,
  );
  const inviteLimit = limitPer(
    [{ window: bounds.invitesPerDevice, key: byDevice }],
    'This device has created too many invites',
    clock,
  );
  const leaveLimit = limitPer(
    [{ window: bounds.householdsPerDevice, key: byDevice }],
    'This device has started too many new kitchens',
    clock,
  );

  return new Hono<DeviceEnv>()
    .use(requireDevice(tokens))
    .get('/', async (c) => {
      const household = await householdSummary(db, c.var.device.householdId);
      return c.json(household, 200);
    })
    .get('/invites', async (c) => {
      const invites = await listOpenInvites(db, c.var.device.householdId, clock());
      return c.json(
        invites.map((invite) => ({
          code: invite.code,
          url: inviteUrl(invite.code),
          expiresAt: invite.expiresAt,
          createdAt: invite.createdAt,
          createdByThisDevice: invite.createdByDeviceId === c.var.device.deviceId,
        })),
        200,
      );
    })
    .post('/invites', inviteLimit, async (c) => {
      const maxOpen = bounds.openInvitesPerHousehold;
      const invite = await createInvite(db, c.var.device, clock(), maxOpen);
      if (!invite.ok) {
        return c.json(
          { error: 'too_many_invites', message: tooManyOpenInvitesMessage(maxOpen) },
          409,
        );
      }
      return c.json(
        { code: invite.code, url: inviteUrl(invite.code), expiresAt: invite.expiresAt },
        201,
      );
    })
    .delete('/invites/:code', async (c) => {
      const code = normalizeInviteCode(c.req.param('code'));
      const revoked =
        code !== null && (await revokeInvite(db, c.var.device.householdId, code, clock()));
      // Another household's code answers like one that never existed: nothing to learn here.
      if (!revoked) return c.json({ error: 'not_found', message: INVITE_NOT_OPEN_MESSAGE }, 404);
      return c.body(null, 204);
    })
    .post('/join', joinLimit, validJson(joinHouseholdRequestSchema), async (c) => {
      const code = normalizeInviteCode(c.req.valid('json').code);
      const joined =
        code === null ? null : await joinHousehold(db, moves, c.var.device.deviceId, code, clock());
      if (joined?.ok === true) return c.json({ householdId: joined.householdId }, 200);
      if (joined?.reason === 'expired') {
        return c.json({ error: 'invite_expired', message: INVITE_EXPIRED_MESSAGE }, 410);
      }
      return c.json({ error: 'invite_not_found', message: INVITE_NOT_VALID_MESSAGE }, 404);
    })
    .post('/leave', leaveLimit, async (c) => {
      const householdId = await leaveHousehold(db, moves, c.var.device.deviceId, clock());
      return c.json({ householdId }, 200);
    });
}
