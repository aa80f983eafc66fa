/** Mindful session (spec §3): one card of the fixed meditation, breathing and music list. */
import { z } from 'zod';
import { TEXT_LIMITS, identifier, oneOf, optionalText, requiredText, wholeNumber } from '../fields';
import { MINDFUL_SESSION_TYPES } from '../options';

export const mindfulSessionSchema = z.object({
  id: identifier('Id'),
  type: oneOf(MINDFUL_SESSION_TYPES, 'Session type'),
  title: requiredText('Title'),
  // Minutes; the player counts down from duration × 60 seconds (§4).
  duration: wholeNumber('Duration', 1),
  description: optionalText('Description', TEXT_LIMITS.paragraphs),
  audioUrl: requiredText('Audio URL', TEXT_LIMITS.step).optional(),
});

export type MindfulSession = z.infer<typeof mindfulSessionSchema>;
