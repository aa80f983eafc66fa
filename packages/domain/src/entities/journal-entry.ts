/**
 * Recipe journal entry (spec §3). The spec's journal was sample data; ours is stored and synced
 * like every collection (journal.add / update / remove). The New Entry form is journal-form.ts.
 */
import { z } from 'zod';
import {
  TEXT_LIMITS,
  boundedList,
  identifier,
  isoDate,
  optionalText,
  recipeIdSchema,
  requiredText,
  textList,
  wholeNumber,
} from '../fields';

const rating = wholeNumber('Rating', 1).max(5, 'Rating must be at most 5');

export const journalEntrySchema = z.object({
  id: identifier('Id'),
  recipeId: recipeIdSchema,
  recipeName: requiredText('Recipe name'),
  date: isoDate('Date'),
  rating,
  notes: optionalText('Notes', TEXT_LIMITS.paragraphs).default(''),
  modifications: boundedList(
    requiredText('Modification', TEXT_LIMITS.step),
    'Modifications',
    50,
    'modifications',
  ).default([]),
  // Ids of the entry's photos: each is stored on the device that took it and uploaded to the
  // household (GET /api/photos/{id}); older sample data held URLs, which still display.
  photos: boundedList(requiredText('Photo', TEXT_LIMITS.step), 'Photos', 20, 'photos').default([]),
  tags: textList('Tag', 20, 'tags').default([]),
  cookingTime: wholeNumber('Cooking time', 0),
  servings: wholeNumber('Servings', 1),
  occasion: optionalText('Occasion').optional(),
});

export type JournalEntry = z.infer<typeof journalEntrySchema>;
export type JournalEntryInput = z.input<typeof journalEntrySchema>;
