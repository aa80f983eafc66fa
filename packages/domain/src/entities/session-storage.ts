/** Session storage (spec §3, browser): the tokens and user from anonymous sign-in (§4, §6). */
import { z } from 'zod';
import { identifier } from '../fields';

/**
 * The spec never shows the user's fields; an id is the least the app relies on, and any
 * other field the server adds is kept rather than stripped.
 */
export const sessionUserSchema = z.looseObject({
  id: identifier('User id'),
});

export const sessionStorageSchema = z.object({
  accessToken: identifier('Access token', 2000),
  refreshToken: identifier('Refresh token', 2000),
  user: sessionUserSchema,
});

export type SessionUser = z.infer<typeof sessionUserSchema>;
export type SessionStorage = z.infer<typeof sessionStorageSchema>;
