import { describe, expect, it } from 'vitest';
import { authRefreshRequestSchema, httpErrorMessage } from './auth';

describe('httpErrorMessage', () => {
  it('is the status, a colon and the body', () => {
    expect(httpErrorMessage(404, 'Not Found', 'No such recipe')).toBe('404: No such recipe');
  });

  it('falls back to the status text when the body is empty', () => {
    expect(httpErrorMessage(500, 'Internal Server Error', '')).toBe('500: Internal Server Error');
  });
});

describe('authRefreshRequestSchema', () => {
  it('needs a refresh token', () => {
    expect(authRefreshRequestSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'Refresh token is required',
    );
  });
});
