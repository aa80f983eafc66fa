/**
 * /api/household: the caller's household, its open invites (create, list, revoke), joining
 * another with a code, and leaving. Every route acts on the household of the authenticated
 * device (c.var.device).
 */
import {
  INVITE_EXPIRED_MESSAGE,
  INVITE_NOT_OPEN_MESSAGE,
  INVITE_NOT_VALID_MESSAGE,
  joinHouseholdRequestSchema,
} from '@mise/domain/api/household';
import { Hono } from 'hono';
import { requireDevice } from '../auth/require-device';
import type { DeviceEnv } from '../auth/require-device';
import type { TokenService } from '../auth/token-service';
import type { Clock } from '../clock';
import { validJson } from '../http/valid-json';
import type { Database } from '../storage/database';
import { householdSummary, joinHousehold, leaveHousehold } from './households';
import { inviteUrl, normalizeInviteCode } from './invite-code';
import { createInvite, listOpenInvites, revokeInvite } from './invites';

export interface HouseholdRoutesDeps {
  db: Database;
  tokens: TokenService;
  clock: Clock;
}

export function householdRoutes({ db, tokens, clock }: HouseholdRoutesDeps) {
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
    .post('/invites', async (c) => {
      const invite = await createInvite(db, c.var.device, clock());
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
    .post('/join', validJson(joinHouseholdRequestSchema), async (c) => {
      const code = normalizeInviteCode(c.req.valid('json').code);
      const joined =
        code === null ? null : await joinHousehold(db, c.var.device.deviceId, code, clock());
      if (joined?.ok === true) return c.json({ householdId: joined.householdId }, 200);
      if (joined?.reason === 'expired') {
        return c.json({ error: 'invite_expired', message: INVITE_EXPIRED_MESSAGE }, 410);
      }
      return c.json({ error: 'invite_not_found', message: INVITE_NOT_VALID_MESSAGE }, 404);
    })
    .post('/leave', async (c) => {
      const householdId = await leaveHousehold(db, c.var.device.deviceId, clock());
      return c.json({ householdId }, 200);
    });
}
