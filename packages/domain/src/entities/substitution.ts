/** Ingredient substitution (spec §3): one entry of the built-in swap reference. */
import { z } from 'zod';
import { TEXT_LIMITS, listOf, optionalText, requiredText } from '../fields';
import { SUBSTITUTION_TAGS } from '../options';

export const substitutionSchema = z.object({
  original: requiredText('Original ingredient'),
  substitute: requiredText('Substitute'),
  // Free text such as "1:1" or "3/4 cup per cup".
  ratio: requiredText('Ratio'),
  notes: optionalText('Notes', TEXT_LIMITS.paragraphs),
  tags: listOf(SUBSTITUTION_TAGS, 'Tag'),
});

export type Substitution = z.infer<typeof substitutionSchema>;
