import { describe, expect, it } from 'vitest';
import { toRoomRecipe } from './room-recipe';

describe('toRoomRecipe', () => {
  it('keeps the step texts in step order, without blank ones', () => {
    const recipe = {
      id: 'r1',
      name: 'Pancakes',
      instructions: [
        { step: 2, instruction: 'Fry' },
        { step: 1, instruction: ' Mix ' },
        { step: 3, instruction: '  ' },
      ],
    };
    expect(toRoomRecipe(recipe)).toEqual({ id: 'r1', name: 'Pancakes', steps: ['Mix', 'Fry'] });
  });

  it('cuts a recipe to what a room holds', () => {
    const instructions = Array.from({ length: 120 }, (_, i) => ({
      step: i + 1,
      instruction: 'x'.repeat(2500),
    }));
    const room = toRoomRecipe({ id: 'r', name: 'Long', instructions });
    expect(room.steps).toHaveLength(100);
    expect(room.steps[0]).toHaveLength(2000);
  });
});
