import { describe, expect, it } from 'vitest';
import { addToJournalLink, readAddToJournal, withoutAddToJournal } from './journal-link';

const paramsOf = (link: string) => new URL(link, 'https://mise.test').searchParams;

describe('the Add to journal link', () => {
  it('carries the recipe there and back', () => {
    const link = addToJournalLink({
      recipeId: 'seed-avocado-toast',
      recipeName: 'Avocado Toast & Egg',
      cookingTime: 12,
    });
    expect(link.startsWith('/recipe-journal?new=seed-avocado-toast')).toBe(true);
    expect(readAddToJournal(paramsOf(link))).toEqual({
      recipeId: 'seed-avocado-toast',
      recipeName: 'Avocado Toast & Egg',
      cookingTime: 12,
    });
  });

  it('needs a recipe id and ignores a cooking time that is not minutes', () => {
    expect(readAddToJournal(new URLSearchParams('name=Soup'))).toBeUndefined();
    expect(readAddToJournal(new URLSearchParams('new=r1&minutes=soon'))).toEqual({
      recipeId: 'r1',
      recipeName: undefined,
      cookingTime: undefined,
    });
  });

  it('leaves the other parameters when the form has taken its own', () => {
    const rest = withoutAddToJournal(new URLSearchParams('new=r1&name=Soup&minutes=5&entry=e1'));
    expect(rest.toString()).toBe('entry=e1');
  });
});
