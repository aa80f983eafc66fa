/** Auth calls (spec §4, §7, §8; anonymous sign-in from ARCHITECTURE §3) and the HTTP error rule. */
import { z } from 'zod';
import { sessionStorageSchema } from '../entities/session-storage';
import { identifier } from '../fields';

/** POST /api/auth/anonymous → the three items kept in session storage. */
export const authAnonymousResponseSchema = sessionStorageSchema;
export type AuthAnonymousResponse = z.infer<typeof authAnonymousResponseSchema>;

/** POST /api/auth/refresh, after any 401; refresh tokens rotate, so both come back. */
export const authRefreshRequestSchema = z.object({
  refreshToken: identifier('Refresh token', 2000),
});
export type AuthRefreshRequest = z.infer<typeof authRefreshRequestSchema>;

export const authRefreshResponseSchema = z.object({
  accessToken: identifier('Access token', 2000),
  refreshToken: identifier('Refresh token', 2000),
});
export type AuthRefreshResponse = z.infer<typeof authRefreshResponseSchema>;

/** §8: a 401 with no stored refresh token, and a refresh that failed. */
export const NOT_AUTHENTICATED_MESSAGE = 'Not authenticated';
export const SESSION_EXPIRED_MESSAGE = 'Session expired';
