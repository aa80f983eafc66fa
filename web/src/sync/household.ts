/**
 * The household calls behind Settings → "Share this kitchen" (docs/api.md): the household and
 * its device count, invites (creating, listing the open ones, revoking), joining with a code
 * and leaving. After a join or a leave the
 * device's rows are another household's, so the engine forgets its cursor and pulls from the
 * start; writes still queued go with the device (the server moved its sync clients).
 */
import type { HouseholdResponse, InviteResponse, OpenInvite } from '@mise/domain/api/household';
import { apiError, readJson } from './api-error';
import { loadSyncEngine } from './engine-loader';

/** The answers' schemas (zod) load with the engine, not with the Settings page. */
const schemas = () => import('@mise/domain/api/household');

export async function fetchHousehold(): Promise<HouseholdResponse> {
  const { auth } = await loadSyncEngine();
  const { householdResponseSchema } = await schemas();
  return readJson(await auth.apiFetch('/api/household'), householdResponseSchema);
}

export interface Invite extends InviteResponse {
  /** The absolute link another device opens: /settings?invite=CODE on this origin. */
  link: string;
}

export async function createInvite(): Promise<Invite> {
  const { auth } = await loadSyncEngine();
  const { inviteResponseSchema } = await schemas();
  const invite = await readJson(
    await auth.apiFetch('/api/household/invites', { method: 'POST' }),
    inviteResponseSchema,
  );
  return { ...invite, link: new URL(invite.url, window.location.origin).href };
}

/** The household's open invites, newest first. */
export async function fetchOpenInvites(): Promise<OpenInvite[]> {
  const { auth } = await loadSyncEngine();
  const { openInvitesResponseSchema } = await schemas();
  return readJson(await auth.apiFetch('/api/household/invites'), openInvitesResponseSchema);
}

/** Revokes an open invite of the household: its code admits no one from then on. */
export async function revokeInvite(code: string): Promise<void> {
  const { auth } = await loadSyncEngine();
  const response = await auth.apiFetch(`/api/household/invites/${encodeURIComponent(code)}`, {
    method: 'DELETE',
  });
  if (!response.ok) throw await apiError(response);
}

async function moved(path: string, body?: unknown): Promise<void> {
  const { auth, driver, syncClient } = await loadSyncEngine();
  const { householdChangeResponseSchema } = await schemas();
  await readJson(
    await auth.apiFetch(path, {
      method: 'POST',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
    householdChangeResponseSchema,
  );
  await syncClient.forgetHousehold();
  driver.syncSoon();
}

export function joinHousehold(code: string): Promise<void> {
  return moved('/api/household/join', { code });
}

/** The device gets a new, empty household of its own; the one it leaves keeps its data. */
export function leaveHousehold(): Promise<void> {
  return moved('/api/household/leave');
}
