/** Mindful session (spec §3): one card of the fixed meditation, breathing and music list. */
import { z } from 'zod';
import { oneOf, optionalText, requiredText, wholeNumber } from '../fields';
import { MINDFUL_SESSION_TYPES } from '../options';

export const mindfulSessionSchema = z.object({
  id: requiredText('Id'),
  type: oneOf(MINDFUL_SESSION_TYPES, 'Session type'),
  title: requiredText('Title'),
  // Minutes; the player counts down from duration × 60 seconds (§4).
  duration: wholeNumber('Duration', 1),
  description: optionalText('Description'),
  audioUrl: requiredText('Audio URL').optional(),
});

export type MindfulSession = z.infer<typeof mindfulSessionSchema>;
