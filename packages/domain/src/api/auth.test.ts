import { describe, expect, it } from 'vitest';
import { authRefreshRequestSchema } from './auth';

describe('authRefreshRequestSchema', () => {
  it('needs a refresh token', () => {
    expect(authRefreshRequestSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Refresh token is required',
    );
  });
});
