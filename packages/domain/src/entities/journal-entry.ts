/**
 * Recipe journal entry (spec §3): sample data only, never fetched or stored, plus the shape of
 * the "New Entry" form, which the spec leaves unvalidated and holds as plain text.
 */
import { z } from 'zod';
import { JOURNAL_DEFAULT_RATING } from '../constants';
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
  // Photo URLs.
  photos: textList('Photo').default([]),
  tags: textList('Tag').default([]),
  cookingTime: wholeNumber('Cooking time', 0),
  servings: wholeNumber('Servings', 1),
  occasion: optionalText('Occasion').optional(),
});

export type JournalEntry = z.infer<typeof journalEntrySchema>;
export type JournalEntryInput = z.input<typeof journalEntrySchema>;

/** The new-entry form: everything is free text except the star rating (default 5). */
export const journalEntryFormSchema = z.object({
  recipeName: z.string().default(''),
  rating: rating.default(JOURNAL_DEFAULT_RATING),
  notes: z.string().default(''),
  modifications: z.string().default(''),
  tags: z.string().default(''),
  occasion: z.string().default(''),
});

export type JournalEntryForm = z.infer<typeof journalEntryFormSchema>;
export type JournalEntryFormInput = z.input<typeof journalEntryFormSchema>;
