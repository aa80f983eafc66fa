/**
 * Household calls (ARCHITECTURE §3: every device belongs to one household; another device
 * joins it with a short invite code). Not in the spec's call table: the product adds them.
 */
import { z } from 'zod';
import { identifier, plainText, requiredText } from '../fields';

/** POST /api/auth/anonymous and /api/auth/refresh name the device's household too. */
export const deviceUserSchema = z.object({
  id: identifier('User id'),
  householdId: identifier('Household id'),
});
export type DeviceUser = z.infer<typeof deviceUserSchema>;

/** GET /api/household */
export const householdResponseSchema = z.object({
  id: plainText('Household id'),
  deviceCount: z.number().int().min(1),
  createdAt: z.iso.datetime(),
});
export type HouseholdResponse = z.infer<typeof householdResponseSchema>;

/** POST /api/household/invites: `url` is relative (the app's /settings route). */
export const inviteResponseSchema = z.object({
  code: plainText('Invite code'),
  url: plainText('Invite link'),
  expiresAt: z.iso.datetime(),
});
export type InviteResponse = z.infer<typeof inviteResponseSchema>;

/**
 * GET /api/household/invites: one of the household's open invites (unexpired, unrevoked, its
 * creator still a member), newest first. `createdByThisDevice` is true for the caller's own.
 */
export const openInviteSchema = inviteResponseSchema.extend({
  createdAt: z.iso.datetime(),
  createdByThisDevice: z.boolean(),
});
export type OpenInvite = z.infer<typeof openInviteSchema>;
export const openInvitesResponseSchema = z.array(openInviteSchema);

/** POST /api/household/join: the code as typed; case, spaces and dashes are forgiven. */
export const joinHouseholdRequestSchema = z.object({
  code: requiredText('Invite code'),
});
export type JoinHouseholdRequest = z.infer<typeof joinHouseholdRequestSchema>;

/** POST /api/household/join and /api/household/leave: the household the device is now in. */
export const householdChangeResponseSchema = z.object({
  householdId: plainText('Household id'),
});
export type HouseholdChangeResponse = z.infer<typeof householdChangeResponseSchema>;

export const INVITE_NOT_VALID_MESSAGE = 'This invite code is not valid.';
export const INVITE_EXPIRED_MESSAGE = 'This invite has expired. Ask for a new one.';
export const INVITE_NOT_OPEN_MESSAGE = 'This kitchen has no open invite with that code.';
export const tooManyOpenInvitesMessage = (limit: number) =>
  `This kitchen already has ${limit} open invites. Revoke one before creating another.`;
