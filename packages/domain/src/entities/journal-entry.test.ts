import { describe, expect, it } from 'vitest';
import { journalEntrySchema } from './journal-entry';

const sample = {
  id: 'j1',
  recipeId: 'seed-carbonara',
  recipeName: 'Carbonara',
  date: '2024-05-12',
  rating: 5,
  cookingTime: 25,
  servings: 2,
};

describe('journalEntrySchema', () => {
  it('defaults the lists to empty and notes to blank', () => {
    expect(journalEntrySchema.parse(sample)).toEqual({
      ...sample,
      notes: '',
      modifications: [],
      photos: [],
      tags: [],
    });
  });

  it('keeps the full sample shape', () => {
    const entry = journalEntrySchema.parse({
      ...sample,
      notes: 'Creamy',
      modifications: ['Less salt'],
      photos: ['/images/carbonara.jpg'],
      tags: ['italian', 'date-night'],
      occasion: 'Anniversary',
    });
    expect(entry.tags).toEqual(['italian', 'date-night']);
    expect(entry.occasion).toBe('Anniversary');
  });

  it.each([0, 6, 4.5])('rejects the rating %s (whole stars 1-5 only)', (rating) => {
    expect(journalEntrySchema.safeParse({ ...sample, rating }).success).toBe(false);
  });
});
