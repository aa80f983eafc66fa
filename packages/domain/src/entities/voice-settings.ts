/** Voice settings (spec §3, client only): who speaks, in which language, how, over what ambience. */
import { z } from 'zod';
import { oneOf } from '../fields';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_VOICE_PROFILE,
  LANGUAGES,
  SOUNDSCAPES,
  VOICE_MODES,
  VOICE_PROFILE_IDS,
} from '../options';

export const voiceSettingsSchema = z.object({
  profile: oneOf(VOICE_PROFILE_IDS, 'Voice profile').default(DEFAULT_VOICE_PROFILE),
  language: oneOf(LANGUAGES, 'Language').default(DEFAULT_LANGUAGE),
  // The spec names no default; the settings switch is "narrative mode", so narrative is on.
  mode: oneOf(VOICE_MODES, 'Speaking style').default('narrative'),
  soundscape: oneOf(SOUNDSCAPES, 'Soundscape').optional(),
});

export type VoiceSettings = z.infer<typeof voiceSettingsSchema>;
export type VoiceSettingsInput = z.input<typeof voiceSettingsSchema>;
