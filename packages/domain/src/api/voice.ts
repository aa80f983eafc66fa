/** Voice-control calls (spec §4, §7): transcribe, speak, interruption and general commands. */
import { z } from 'zod';
import { VOICE_SESSION_ID_PREFIX } from '../constants';
import { voiceSettingsSchema } from '../entities/voice-settings';
import {
  TEXT_LIMITS,
  boundedList,
  boundedNumber,
  identifier,
  isoDateTime,
  oneOf,
  optionalText,
  positiveNumber,
  requiredText,
  wholeNumber,
} from '../fields';
import {
  DEFAULT_LANGUAGE,
  DEFAULT_VOICE_PROFILE,
  LANGUAGES,
  VOICE_EMOTIONS,
  VOICE_MODES,
  VOICE_PROFILE_IDS,
} from '../options';

const emotionSchema = oneOf(VOICE_EMOTIONS, 'Emotion');

/** Voice session ids are made on the device and kept locally (§7). */
export const voiceSessionIdSchema = identifier('Voice session id', 100).startsWith(
  VOICE_SESSION_ID_PREFIX,
  'Voice session id must start with voice-',
);

/** POST /api/voice/transcribe: multipart with an `audio` file and this `language` field. */
export const VOICE_TRANSCRIBE_AUDIO_FIELD = 'audio';
export const voiceTranscribeFieldsSchema = z.object({
  language: oneOf(LANGUAGES, 'Language').default(DEFAULT_LANGUAGE),
});
export type VoiceTranscribeFields = z.infer<typeof voiceTranscribeFieldsSchema>;

export const voiceTranscribeResponseSchema = z.object({
  text: optionalText('Text', TEXT_LIMITS.paragraphs),
  // 0..1; only a result strictly above VOICE_COMMAND_MIN_CONFIDENCE is acted on (§4).
  confidence: boundedNumber('Confidence', 0, 1),
});
export type VoiceTranscribeResponse = z.infer<typeof voiceTranscribeResponseSchema>;

/** POST /api/voice/speak → a URL the client then fetches and plays. */
export const voiceSpeakRequestSchema = z.object({
  text: requiredText('Text', TEXT_LIMITS.paragraphs),
  voiceProfile: oneOf(VOICE_PROFILE_IDS, 'Voice profile').default(DEFAULT_VOICE_PROFILE),
  emotion: emotionSchema.optional(),
  mode: oneOf(VOICE_MODES, 'Speaking style').default('narrative'),
  // Not in §7's payload, which leaves the language to the voice: the server's voice needs it.
  language: oneOf(LANGUAGES, 'Language').default(DEFAULT_LANGUAGE),
});
export type VoiceSpeakRequest = z.infer<typeof voiceSpeakRequestSchema>;
export type VoiceSpeakRequestInput = z.input<typeof voiceSpeakRequestSchema>;

export const voiceSpeakResponseSchema = z.object({
  audioUrl: requiredText('Audio URL', TEXT_LIMITS.step),
});
export type VoiceSpeakResponse = z.infer<typeof voiceSpeakResponseSchema>;

/** POST /api/voice/interruption: gets the first go at a command ("wait", "where were we?"). */
export const voiceInterruptionRequestSchema = z.object({
  command: requiredText('Command', TEXT_LIMITS.paragraphs),
  sessionId: voiceSessionIdSchema,
});
export type VoiceInterruptionRequest = z.infer<typeof voiceInterruptionRequestSchema>;

/** When `handled` is false the command falls through to /api/voice/command. */
export const voiceInterruptionResponseSchema = z.object({
  handled: z.boolean(),
  response: optionalText('Response', TEXT_LIMITS.paragraphs).default(''),
  emotion: emotionSchema.optional(),
});
export type VoiceInterruptionResponse = z.infer<typeof voiceInterruptionResponseSchema>;

/** An action broadcast as an in-page event; each type carries only its own argument. */
export const voiceActionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('nextStep') }),
  // Minutes, like step durations; fractions allow "30 seconds".
  z.object({ type: z.literal('setTimer'), duration: positiveNumber('Duration') }),
  z.object({
    type: z.literal('showSubstitution'),
    ingredients: boundedList(requiredText('Ingredient'), 'Ingredients', 20, 'ingredients').min(
      1,
      'Name an ingredient to substitute',
    ),
  }),
  z.object({ type: z.literal('adjustServing'), servings: wholeNumber('Servings', 1) }),
]);
export type VoiceAction = z.infer<typeof voiceActionSchema>;

/** POST /api/voice/command: the command with what the cook is doing right now. */
export const voiceCommandRequestSchema = z.object({
  command: requiredText('Command', TEXT_LIMITS.paragraphs),
  context: z.object({
    // The recipe's name; null outside a cooking session.
    currentRecipe: requiredText('Current recipe').nullable().default(null),
    currentStep: wholeNumber('Current step', 0).nullable().default(null),
    // Pantry item names, so answers can suggest what is at hand.
    pantryItems: boundedList(
      requiredText('Pantry item'),
      'Pantry items',
      1_000,
      'pantry items',
    ).default([]),
    timestamp: isoDateTime('Timestamp'),
  }),
  voiceSettings: voiceSettingsSchema.prefault({}),
});
export type VoiceCommandRequest = z.infer<typeof voiceCommandRequestSchema>;
export type VoiceCommandRequestInput = z.input<typeof voiceCommandRequestSchema>;

export const voiceCommandResponseSchema = z.object({
  text: requiredText('Text', TEXT_LIMITS.paragraphs),
  emotion: emotionSchema,
  action: voiceActionSchema.nullable().optional(),
});
export type VoiceCommandResponse = z.infer<typeof voiceCommandResponseSchema>;
