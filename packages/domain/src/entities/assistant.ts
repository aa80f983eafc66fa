/** Assistant replies (spec §3): photo scan result, cooking guidance and spoken messages. */
import { z } from 'zod';
import { DEFAULT_QUANTITY, DEFAULT_UNIT, PANTRY_FORM_DEFAULT_CATEGORY } from '../constants';
import { TEXT_LIMITS, oneOf, requiredText, wholeNumber } from '../fields';
import { PANTRY_CATEGORIES } from '../options';

/** A detected item falls back to pantry, 1, piece when the scanner does not say (§5). */
export const photoScanItemSchema = z.object({
  name: requiredText('Name'),
  category: oneOf(PANTRY_CATEGORIES, 'Category').default(PANTRY_FORM_DEFAULT_CATEGORY),
  quantity: wholeNumber('Quantity', 1).default(DEFAULT_QUANTITY),
  unit: requiredText('Unit').default(DEFAULT_UNIT),
});

export const photoScanResultSchema = z.object({
  items: z.array(photoScanItemSchema),
});

export const guidanceResponseSchema = z.object({
  guidance: requiredText('Guidance', TEXT_LIMITS.paragraphs),
});

export const speakResponseSchema = z.object({
  message: requiredText('Message', TEXT_LIMITS.paragraphs),
});

export type PhotoScanItem = z.infer<typeof photoScanItemSchema>;
export type PhotoScanResult = z.infer<typeof photoScanResultSchema>;
export type PhotoScanResultInput = z.input<typeof photoScanResultSchema>;
export type GuidanceResponse = z.infer<typeof guidanceResponseSchema>;
export type SpeakResponse = z.infer<typeof speakResponseSchema>;
