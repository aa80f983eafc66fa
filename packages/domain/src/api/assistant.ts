/** Assistant speech calls (spec §7): Chef Leo's replies and voice, and plain text-to-speech. */
import { z } from 'zod';
import { speakResponseSchema } from '../entities/assistant';
import { TEXT_LIMITS, optionalText, requiredText, wholeNumber } from '../fields';

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
export const chefLeoVoiceRequestSchema = z.object({
  text: requiredText('Text', TEXT_LIMITS.paragraphs),
});
export type ChefLeoVoiceRequest = z.infer<typeof chefLeoVoiceRequestSchema>;

export const speakRequestSchema = z.object({ text: requiredText('Text', TEXT_LIMITS.paragraphs) });
export type SpeakRequest = z.infer<typeof speakRequestSchema>;
