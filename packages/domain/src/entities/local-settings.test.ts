import { describe, expect, it } from 'vitest';
import { localSettingsSchema } from './local-settings';

describe('localSettingsSchema', () => {
  it('starts unmuted, never played', () => {
    expect(localSettingsSchema.parse({})).toEqual({
      videoMuted: false,
      videoPlayedOnce: false,
      videoPlayCount: 0,
    });
  });

  it('rejects a negative or fractional play count', () => {
    expect(localSettingsSchema.safeParse({ videoPlayCount: -1 }).success).toBe(false);
    expect(localSettingsSchema.safeParse({ videoPlayCount: 1.5 }).success).toBe(false);
  });
});
