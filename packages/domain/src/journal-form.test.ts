import { describe, expect, it } from 'vitest';
import {
  cookedMinutes,
  journalFormDefaults,
  readJournalForm,
  tagsFromText,
  type JournalFormValues,
} from './journal-form';

const TODAY = '2026-11-23';
const filled = (changes: Partial<JournalFormValues> = {}): JournalFormValues => ({
  ...journalFormDefaults(TODAY),
  recipeName: 'Shakshuka',
  ...changes,
});

describe('journalFormDefaults', () => {
  it('starts blank, with 5 stars and today', () => {
    expect(journalFormDefaults(TODAY)).toEqual({
      recipeName: '',
      rating: 5,
      notes: '',
      modifications: '',
      tags: '',
      occasion: '',
      date: TODAY,
      cookingTime: '',
      servings: '',
    });
  });

  it('takes a recipe name and cooking time to start from', () => {
    expect(
      journalFormDefaults(TODAY, { recipeName: 'Avocado Toast', cookingTime: 12 }),
    ).toMatchObject({ recipeName: 'Avocado Toast', cookingTime: '12' });
  });
});

describe('readJournalForm', () => {
  it('reads every field, tidied', () => {
    const result = readJournalForm(
      filled({
        recipeName: '  Shakshuka ',
        rating: 4,
        notes: ' Good with feta \n',
        modifications: 'Added feta\n\n  More cumin  \r\nLess oil',
        tags: 'brunch, eggs ,, Eggs,  one  pan ',
        occasion: ' Sunday brunch ',
        date: '2026-11-22',
        cookingTime: ' 35 ',
        servings: '2',
      }),
    );
    expect(result).toEqual({
      ok: true,
      entry: {
        recipeName: 'Shakshuka',
        date: '2026-11-22',
        rating: 4,
        notes: 'Good with feta',
        modifications: ['Added feta', 'More cumin', 'Less oil'],
        tags: ['brunch', 'eggs', 'one pan'],
        cookingTime: 35,
        servings: 2,
        occasion: 'Sunday brunch',
      },
    });
  });

  it('takes a blank cooking time as not noted (0), blank servings as 1, no occasion', () => {
    const result = readJournalForm(filled());
    expect(result).toEqual({
      ok: true,
      entry: {
        recipeName: 'Shakshuka',
        date: TODAY,
        rating: 5,
        notes: '',
        modifications: [],
        tags: [],
        cookingTime: 0,
        servings: 1,
      },
    });
  });

  it('says, field by field, what an entry cannot hold', () => {
    expect(
      readJournalForm(
        filled({
          recipeName: '   ',
          date: '2026-02-30',
          cookingTime: 'half an hour',
          servings: '0',
        }),
      ),
    ).toEqual({
      ok: false,
      errors: {
        recipeName: 'Recipe name is required',
        date: 'Date must be a real date (YYYY-MM-DD)',
        cookingTime: 'Cooking time must be a whole number of minutes',
        servings: 'Servings must be at least 1',
      },
    });
  });

  it.each([
    [{ date: '' }, { date: 'Date is required' }],
    [{ cookingTime: '-5' }, { cookingTime: 'Cooking time cannot be negative' }],
    [{ cookingTime: '2.5' }, { cookingTime: 'Cooking time must be a whole number of minutes' }],
    [{ servings: 'four' }, { servings: 'Servings must be a whole number' }],
    [{ servings: '99999999999999999999' }, { servings: 'Servings must be a whole number' }],
    [{ rating: 0 }, { rating: 'Rating must be 1 to 5 stars' }],
  ] as const)('refuses %j', (changes, errors) => {
    expect(readJournalForm(filled(changes))).toEqual({ ok: false, errors });
  });
});

describe('tagsFromText', () => {
  it('keeps the first spelling of a repeated tag', () => {
    expect(tagsFromText('Vegan, vegan, VEGAN, quick')).toEqual(['Vegan', 'quick']);
  });
});

describe('cookedMinutes', () => {
  const started = '2026-11-23T18:00:00.000Z';

  it('is the time from start to finish', () => {
    expect(cookedMinutes(started, new Date('2026-11-23T18:42:20.000Z'), 30)).toBe(42);
  });

  it('falls back to the recipe’s time for a session clicked through or left overnight', () => {
    expect(cookedMinutes(started, new Date('2026-11-23T18:00:20.000Z'), 30)).toBe(30);
    expect(cookedMinutes(started, new Date('2026-11-24T09:00:00.000Z'), 25)).toBe(25);
    expect(cookedMinutes('not a time', new Date(), 15)).toBe(15);
  });
});
