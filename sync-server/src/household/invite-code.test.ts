import { describe, expect, it } from 'vitest';
import { generateInviteCode, INVITE_ALPHABET, normalizeInviteCode } from './invite-code';

describe('invite codes', () => {
  it('are 8 characters with none that read alike (0/O, 1/I/L, U/V)', () => {
    for (let i = 0; i < 200; i += 1) {
      expect(generateInviteCode()).toMatch(/^[2-9A-HJKMNP-TV-Z]{8}$/);
    }
    expect(INVITE_ALPHABET).not.toMatch(/[01ILOU]/);
  });

  it('accept what a person types: lower case, spaces, a dash', () => {
    expect(normalizeInviteCode(' abcd-efgh ')).toBe('ABCDEFGH');
    expect(normalizeInviteCode('ABCD EFGH')).toBe('ABCDEFGH');
  });

  it('reject what cannot be a code', () => {
    expect(normalizeInviteCode('ABCDEFG')).toBeNull();
    expect(normalizeInviteCode('ABCDEFGHJ')).toBeNull();
    expect(normalizeInviteCode('ABCDEFG0')).toBeNull();
  });
});
