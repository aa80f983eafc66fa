/**
 * Recipe journal entry (spec §3). The spec's journal was sample data; ours is stored and synced
 * like every collection (journal.add / update / remove). The New Entry form is journal-form.ts.
 */
import { z } from 'zod';
import {
  isoDate,
  optionalText,
  recipeIdSchema,
  requiredText,
  textList,
  wholeNumber,
} from '../fields';

const rating = wholeNumber('Rating', 1).max(5, 'Rating must be at most 5');

export const journalEntrySchema = z.object({
  id: requiredText('Id'),
  recipeId: recipeIdSchema,
  recipeName: requiredText('Recipe name'),
  date: isoDate('Date'),
  rating,
  notes: optionalText('Notes').default(''),
  modifications: textList('Modification').default([]),
  // Ids of the entry's photos: each is stored on the device that took it and uploaded to the
  // household (GET /api/photos/{id}); older sample data held URLs, which still display.
  photos: textList('Photo').default([]),
  tags: textList('Tag').default([]),
  cookingTime: wholeNumber('Cooking time', 0),
  servings: wholeNumber('Servings', 1),
  occasion: optionalText('Occasion').optional(),
});

export type JournalEntry = z.infer<typeof journalEntrySchema>;
export type JournalEntryInput = z.input<typeof journalEntrySchema>;
