/** Assistant replies (spec §3): photo scan result, cooking guidance and spoken messages. */
import { z } from 'zod';
import { DEFAULT_QUANTITY, DEFAULT_UNIT, PANTRY_FORM_DEFAULT_CATEGORY } from '../constants';
import { TEXT_LIMITS, oneOf, optionalText, requiredText, wholeNumber } from '../fields';
import { PANTRY_CATEGORIES } from '../options';

/** A detected item falls back to pantry, 1, piece when the scanner does not say (§5). */
export const photoScanItemSchema = z.object({
  name: requiredText('Name'),
  category: oneOf(PANTRY_CATEGORIES, 'Category').default(PANTRY_FORM_DEFAULT_CATEGORY),
  quantity: wholeNumber('Quantity', 1).default(DEFAULT_QUANTITY),
  unit: requiredText('Unit').default(DEFAULT_UNIT),
  /**
   * The receipt line the item was read from, as OCR read it (the first one, when one ingredient
   * was bought on several lines), so the cook can check it. Optional: older servers never send
   * it, and older clients drop it. A line this client cannot take is dropped (`catch`) rather
   * than failing the whole scan over a hint.
   */
  line: optionalText('Line').optional().catch(undefined),
});

/**
 * Why a scan found no pantry items although it read the photo: `restaurant_bill`, a
 * restaurant's bill, whose dishes are not groceries. More reasons may come: a client that does
 * not know one reads it as none (`catch`), rather than failing the whole scan.
 */
export const PHOTO_SCAN_REASONS = ['restaurant_bill'] as const;
export type PhotoScanReason = (typeof PHOTO_SCAN_REASONS)[number];

export const photoScanResultSchema = z.object({
  items: z.array(photoScanItemSchema),
  reason: z.enum(PHOTO_SCAN_REASONS).optional().catch(undefined),
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
