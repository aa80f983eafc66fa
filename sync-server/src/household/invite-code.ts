/**
 * Invite codes: 8 characters a person can read aloud and type on another device. The alphabet
 * leaves out 0/O, 1/I/L and U (read as V), so what is heard or seen is what gets typed; 30
 * symbols give about 39 bits, plenty for a code that expires in a day.
 */
import { randomInt } from 'node:crypto';

export const INVITE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const INVITE_CODE_LENGTH = 8;
export const INVITE_TTL_MS = 24 * 60 * 60 * 1000;

const INVITE_CODE = new RegExp(`^[${INVITE_ALPHABET}]{${INVITE_CODE_LENGTH}}$`);

export function generateInviteCode(): string {
  let code = '';
  // randomInt draws uniformly (no modulo bias) from the OS's cryptographic source.
  for (let i = 0; i < INVITE_CODE_LENGTH; i += 1) {
    code += INVITE_ALPHABET.charAt(randomInt(INVITE_ALPHABET.length));
  }
  return code;
}

/**
 * The code as typed into the canonical form, or null when it cannot be one of ours. People
 * type lower case, spaces and dashes ("abcd-efgh"), so those are forgiven.
 */
export function normalizeInviteCode(input: string): string | null {
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  return INVITE_CODE.test(code) ? code : null;
}

/** The app route that opens the join dialog; relative, so it works on any host the app is on. */
export function inviteUrl(code: string): string {
  return `/settings?invite=${code}`;
}
