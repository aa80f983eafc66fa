import { describe, expect, it } from 'vitest';
import { sessionStorageSchema } from './session-storage';

describe('sessionStorageSchema', () => {
  it('keeps fields of the user it does not know about', () => {
    const session = sessionStorageSchema.parse({
      accessToken: 'a',
      refreshToken: 'r',
      user: { id: 'u1', householdId: 'h1' },
    });
    expect(session.user).toEqual({ id: 'u1', householdId: 'h1' });
  });

  it('needs all three items', () => {
    const result = sessionStorageSchema.safeParse({ accessToken: 'a', user: { id: 'u1' } });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Refresh token is required',
    ]);
  });
});
