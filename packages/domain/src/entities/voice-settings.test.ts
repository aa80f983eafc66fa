import { describe, expect, it } from 'vitest';
import { voiceSettingsSchema } from './voice-settings';

describe('voiceSettingsSchema', () => {
  it('defaults to the friendly home cook, English, narrative, no soundscape', () => {
    expect(voiceSettingsSchema.parse({})).toEqual({
      profile: 'friendly-home-cook',
      language: 'en',
      mode: 'narrative',
    });
  });

  it('rejects a language outside the eight', () => {
    expect(voiceSettingsSchema.safeParse({ language: 'pt' }).success).toBe(false);
  });

  it('keeps a chosen soundscape, including "none"', () => {
    expect(voiceSettingsSchema.parse({ soundscape: 'none' }).soundscape).toBe('none');
    expect(voiceSettingsSchema.safeParse({ soundscape: 'rainforest' }).success).toBe(false);
  });
});
