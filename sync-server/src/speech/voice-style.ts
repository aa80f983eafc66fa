/**
 * How each voice of the settings (spec §3) sounds through espeak-ng: the language's voice, a
 * variant per profile (who speaks) and a delivery per emotion (how): speed in words a minute,
 * pitch and pitch range (0–99, 50 is espeak's default). Concise mode speaks a little faster.
 */
import {
  type Language,
  VOICE_PROFILES,
  type VoiceEmotion,
  type VoiceMode,
  type VoiceProfileId,
} from '@mise/domain/options';

export interface SpeechRequest {
  text: string;
  /** Absent: the language its script shows (spoken-language.ts). */
  language?: Language | undefined;
  profile: VoiceProfileId;
  /** How to say it; the profile's own emotion when absent. */
  emotion?: VoiceEmotion | undefined;
  mode: VoiceMode;
}

/**
 * espeak-ng's voice for each language of the settings (all in the package's data), each named
 * by its voice file: a name espeak-ng only finds by searching the voices' languages ("fr-fr")
 * loses the +variant, so French spoke every profile in the language's own male voice.
 */
export const ESPEAK_VOICES: Record<Language, string> = {
  en: 'en-us',
  es: 'es',
  fr: 'fr',
  it: 'it',
  de: 'de',
  ja: 'ja',
  zh: 'cmn',
  ko: 'ko',
};

/** Who speaks: a variant of espeak's voices/!v and a base pitch. */
const PROFILE_VOICES: Record<VoiceProfileId, { variant: string; pitch: number }> = {
  // A measured, lower male voice.
  'michelin-chef': { variant: 'm3', pitch: 40 },
  // The default: a warm female voice near espeak's own pitch.
  'friendly-home-cook': { variant: 'f2', pitch: 52 },
  // A brighter male voice.
  'celebrity-chef': { variant: 'm7', pitch: 52 },
};

/** How it is said. */
const DELIVERY: Record<VoiceEmotion, { speed: number; pitchShift: number; range: number }> = {
  // Unhurried and even: espeak's 175 wpm is brisk for instructions.
  professional: { speed: 150, pitchShift: -4, range: 35 },
  warm: { speed: 160, pitchShift: 0, range: 60 },
  energetic: { speed: 190, pitchShift: 10, range: 85 },
};

const CONCISE_SPEEDUP = 1.15;

/** The command-line options that speak in this voice (the text is read from a file, not here). */
export function espeakVoiceOptions({
  language,
  profile,
  emotion,
  mode,
}: Omit<SpeechRequest, 'text' | 'language'> & { language: Language }): string[] {
  const voice = PROFILE_VOICES[profile];
  const delivery = DELIVERY[emotion ?? profileEmotion(profile)];
  const speed = Math.round(delivery.speed * (mode === 'concise' ? CONCISE_SPEEDUP : 1));
  const pitch = Math.max(0, Math.min(99, voice.pitch + delivery.pitchShift));
  return [
    '-v',
    `${ESPEAK_VOICES[language]}+${voice.variant}`,
    '-s',
    String(speed),
    '-p',
    String(pitch),
    '-P',
    String(delivery.range),
  ];
}

function profileEmotion(profile: VoiceProfileId): VoiceEmotion {
  return VOICE_PROFILES.find((entry) => entry.id === profile)?.emotion ?? 'warm';
}
