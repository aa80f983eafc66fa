/** Assistant speech calls (spec §7): Chef Leo's replies and voice, and plain text-to-speech. */
import { z } from 'zod';
import { speakResponseSchema } from '../entities/assistant';
import { TEXT_LIMITS, oneOf, optionalText, requiredText, wholeNumber } from '../fields';
import { LANGUAGES } from '../options';

/** POST /api/chef-leo/speak: context names the moment (e.g. a step, a question). */
export const chefLeoSpeakRequestSchema = z.object({
  context: optionalText('Context', TEXT_LIMITS.paragraphs).default(''),
  userInput: optionalText('User input', TEXT_LIMITS.paragraphs).default(''),
  // 0-based, like the cooking session; absent outside a cooking session.
  currentStep: wholeNumber('Current step', 0).nullable().optional(),
});
export type ChefLeoSpeakRequest = z.infer<typeof chefLeoSpeakRequestSchema>;
export type ChefLeoSpeakRequestInput = z.input<typeof chefLeoSpeakRequestSchema>;

export const chefLeoSpeakResponseSchema = speakResponseSchema;
export type ChefLeoSpeakResponse = z.infer<typeof chefLeoSpeakResponseSchema>;

/**
 * POST /api/chef-leo/voice and POST /api/speak: text in, audio out. The reply is a binary
 * body, not JSON, so it has no schema: a non-audio content type means "speak it in the
 * browser" (chef-leo, §7).
 */
const textToSpeak = {
  text: requiredText('Text', TEXT_LIMITS.paragraphs),
  // Not in §7's body ({ text }), which the voice settings (§3, client only) leave to the
  // device: the server's voice needs the cook's language. Absent: the language the text's
  // script shows (Korean for hangul …), else English.
  language: oneOf(LANGUAGES, 'Language').optional(),
};

export const chefLeoVoiceRequestSchema = z.object(textToSpeak);
export type ChefLeoVoiceRequest = z.infer<typeof chefLeoVoiceRequestSchema>;

export const speakRequestSchema = z.object(textToSpeak);
export type SpeakRequest = z.infer<typeof speakRequestSchema>;
