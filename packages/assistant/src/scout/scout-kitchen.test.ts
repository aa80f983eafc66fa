import { aiScoutResponseSchema } from '@mise/domain/api/ai-helpers';
import type { PantryItem } from '@mise/domain/entities/pantry-item';
import type { Recipe } from '@mise/domain/entities/recipe';
import { describe, expect, it } from 'vitest';
import { scoutKitchen } from './scout-kitchen';

const today = '2026-11-22';
const ADDED = '2026-11-01T09:00:00.000Z';

let ids = 0;
function item(name: string, expirationDate?: string): PantryItem {
  ids += 1;
  return {
    id: `00000000-0000-4000-8000-${String(ids).padStart(12, '0')}`,
    name,
    category: 'pantry',
    quantity: 1,
    unit: 'piece',
    ...(expirationDate === undefined ? {} : { expirationDate }),
    addedAt: ADDED,
  };
}

function recipe(id: string, name: string, ingredients: string[]): Recipe {
  return {
    id,
    name,
    ingredients: ingredients.map((ingredient) => ({
      name: ingredient,
      amount: '1',
      unit: 'piece',
    })),
    instructions: [{ step: 1, instruction: 'Cook.' }],
    cookTime: 20,
    servings: 4,
    difficulty: 'easy',
    dietaryTags: [],
    rating: 0,
    isShared: false,
    createdAt: ADDED,
  };
}

const OMELETTE = recipe('omelette', 'Spinach Omelette', ['egg', 'spinach', 'butter', 'water']);
const PANCAKES = recipe('pancakes', 'Pancakes', ['flour', 'milk', 'egg', 'sugar']);
const STEW = recipe('stew', 'Bean Stew', ['beans', 'onion', 'carrot', 'tomato', 'celery']);

describe('scoutKitchen', () => {
  const pantry = [
    item('Rice'),
    item('Flour', '2026-12-30'),
    item('Milk', '2026-11-26'),
    item('Spinach', '2026-11-23'),
    item('Yoghurt', '2026-11-20'),
    item('Eggs', '2026-11-24'),
    item('Butter'),
  ];
  const scout = scoutKitchen({ pantry, recipes: [OMELETTE, PANCAKES, STEW], today, matches: 5 });

  it('lists the items going off with the freshness card’s bar and words, soonest first', () => {
    expect(
      scout.expiring.map(({ name, daysLeft, freshness, label }) => [
        name,
        daysLeft,
        freshness,
        label,
      ]),
    ).toEqual([
      ['Yoghurt', -2, 0, 'Expired'],
      ['Spinach', 1, 25, '1 day'],
      ['Eggs', 2, 25, '2 days'],
      ['Milk', 4, 50, '4 days'],
    ]);
  });

  it('ranks recipes by match and says what each lacks, leaving out those with nothing held', () => {
    expect(scout.bestMatches.map(({ id, match, missing }) => [id, match, missing])).toEqual([
      ['omelette', 100, []],
      ['pancakes', 75, ['sugar']],
    ]);
  });

  it('finds the recipes that use up what expires within three days (Milk, at four, is not yet)', () => {
    expect(scout.useSoon).toEqual([
      { id: 'omelette', name: 'Spinach Omelette', uses: ['Spinach', 'Eggs'] },
      { id: 'pancakes', name: 'Pancakes', uses: ['Eggs'] },
    ]);
  });

  it('sums it up in words, and answers the documented shape', () => {
    expect(scout.summary).toBe(
      'Yoghurt is past its date. Use soon: Spinach (1 day), Eggs (2 days) and Milk (4 days). You can make Spinach Omelette with what you have.',
    );
    expect(aiScoutResponseSchema.parse(scout)).toEqual(scout);
  });

  it('prefers the household’s copy of a recipe to the seed of the same id, and keeps to the count asked', () => {
    const own = {
      ...PANCAKES,
      name: 'Gran’s Pancakes',
      ingredients: PANCAKES.ingredients.slice(0, 3),
    };
    const one = scoutKitchen({ pantry, recipes: [own, OMELETTE, PANCAKES], today, matches: 1 });
    expect(one.bestMatches.map(({ name }) => name)).toEqual(['Gran’s Pancakes']);
  });

  it('has little to say about an empty pantry', () => {
    const empty = scoutKitchen({ pantry: [], recipes: [OMELETTE, STEW], today, matches: 5 });
    expect(empty).toMatchObject({ expiring: [], useSoon: [], bestMatches: [] });
    expect(empty.summary).toBe(
      'Nothing in your pantry is close to its date. Add a few items to your pantry and I’ll find recipes for them.',
    );
  });
});
