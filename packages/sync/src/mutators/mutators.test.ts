import { describe, expect, it } from 'vitest';
import { MutationRejected } from '../define-mutator';
import { emptyRows, memoryTx } from '../memory-tx';
import { MUTATOR_NAMES, runMutation } from './registry';

const at = '2026-11-22T08:00:00.000Z';
const eggsId = '00000000-0000-4000-8000-000000000001';
const milkId = '00000000-0000-4000-8000-000000000002';
const sessionId = '00000000-0000-4000-8000-000000000003';
const entryId = '00000000-0000-4000-8000-000000000004';

function kitchen() {
  const tx = memoryTx(emptyRows());
  const run = (name: string, args: unknown) => runMutation(tx, name, args);
  return { tx, run };
}

const recipe = {
  id: 'r-omelette',
  name: 'Omelette',
  ingredients: [{ name: 'Eggs', amount: '3', unit: 'piece' }],
  instructions: [{ step: 1, instruction: 'Whisk and cook.' }],
  cookTime: 10,
  createdAt: at,
};

describe('pantry mutators', () => {
  it('add applies the spec defaults and refuses a duplicate id', async () => {
    const { tx, run } = kitchen();
    await run('pantry.add', { id: eggsId, name: ' Eggs ', category: 'fridge', addedAt: at });
    expect(await tx.get('pantryItems', eggsId)).toEqual({
      id: eggsId,
      name: 'Eggs',
      category: 'fridge',
      quantity: 1,
      unit: 'piece',
      addedAt: at,
    });
    await expect(
      run('pantry.add', { id: eggsId, name: 'Eggs', category: 'fridge', addedAt: at }),
    ).rejects.toThrow('Eggs is already in the pantry.');
  });

  it('refuses bad input with the readable message of the schema', async () => {
    const { run } = kitchen();
    await expect(
      run('pantry.add', { id: eggsId, name: 'Eggs', category: 'garage', addedAt: at }),
    ).rejects.toBeInstanceOf(MutationRejected);
    await expect(
      run('pantry.add', { id: eggsId, name: '   ', category: 'fridge', addedAt: at }),
    ).rejects.toThrow('Name is required');
  });

  it('quantity deltas add up and never go below 1', async () => {
    const { tx, run } = kitchen();
    await run('pantry.add', {
      id: eggsId,
      name: 'Eggs',
      category: 'fridge',
      quantity: 12,
      addedAt: at,
    });
    await run('pantry.adjustQuantity', { id: eggsId, delta: -2 });
    await run('pantry.adjustQuantity', { id: eggsId, delta: -3 });
    expect((await tx.get('pantryItems', eggsId))?.quantity).toBe(7);
    await run('pantry.adjustQuantity', { id: eggsId, delta: -20 });
    expect((await tx.get('pantryItems', eggsId))?.quantity).toBe(1);
  });

  it('update changes only the fields it names; null clears an optional one', async () => {
    const { tx, run } = kitchen();
    await run('pantry.add', {
      id: milkId,
      name: 'Milk',
      category: 'fridge',
      expirationDate: '2026-11-30',
      addedAt: at,
    });
    await run('pantry.update', { id: milkId, changes: { quantity: 2 } });
    await run('pantry.update', { id: milkId, changes: { expirationDate: null } });
    expect(await tx.get('pantryItems', milkId)).toMatchObject({ name: 'Milk', quantity: 2 });
    expect((await tx.get('pantryItems', milkId))?.expirationDate).toBeUndefined();
  });

  it('a delete wins over a later update of the same row', async () => {
    const { tx, run } = kitchen();
    await run('pantry.add', { id: milkId, name: 'Milk', category: 'fridge', addedAt: at });
    await run('pantry.remove', { id: milkId });
    await run('pantry.update', { id: milkId, changes: { quantity: 3 } });
    await run('pantry.adjustQuantity', { id: milkId, delta: 1 });
    expect(await tx.get('pantryItems', milkId)).toBeUndefined();
  });
});

describe('product.name', () => {
  it('names a barcode for the household; the latest name wins', async () => {
    const { tx, run } = kitchen();
    const code = '7394376616037';
    await run('product.name', {
      id: code,
      name: 'Product 6037',
      category: 'pantry',
      updatedAt: at,
    });
    await run('product.name', { id: code, name: ' Oat milk ', category: 'fridge', updatedAt: at });
    expect(await tx.get('productNames', code)).toEqual({
      id: code,
      name: 'Oat milk',
      category: 'fridge',
      updatedAt: at,
    });
  });

  it('keys a name by the 13-digit code only', async () => {
    const { run } = kitchen();
    await expect(
      run('product.name', {
        id: '36000291452',
        name: 'Tissues',
        category: 'pantry',
        updatedAt: at,
      }),
    ).rejects.toThrow('Barcode must be its 13-digit GTIN');
  });

  it('a pantry item keeps the barcode it was scanned from', async () => {
    const { tx, run } = kitchen();
    const item = { id: eggsId, name: 'Oat milk', category: 'fridge', barcode: '7394376616037' };
    await run('pantry.add', { ...item, addedAt: at });
    expect(await tx.get('pantryItems', eggsId)).toMatchObject(item);
  });
});

describe('recipe mutators', () => {
  it('create keeps the servings sent, and an older device that sends none gets 4', async () => {
    const { tx, run } = kitchen();
    // The shared `recipe` is what a device written before servings existed sends.
    await run('recipe.create', recipe);
    expect((await tx.get('recipes', 'r-omelette'))?.servings).toBe(4);
    await run('recipe.create', { ...recipe, id: 'r-feast', servings: 10 });
    expect((await tx.get('recipes', 'r-feast'))?.servings).toBe(10);
    await expect(run('recipe.create', { ...recipe, id: 'r-none', servings: 0 })).rejects.toThrow(
      'Servings must be at least 1',
    );
  });

  it('share flips isShared once; only own recipes can be shared', async () => {
    const { tx, run } = kitchen();
    await run('recipe.create', recipe);
    expect((await tx.get('recipes', 'r-omelette'))?.isShared).toBe(false);
    await run('recipe.share', { id: 'r-omelette' });
    expect((await tx.get('recipes', 'r-omelette'))?.isShared).toBe(true);
    await expect(run('recipe.share', { id: 'someone-elses' })).rejects.toThrow(
      'Only your own recipes can be shared.',
    );
  });

  it('removing a recipe removes its sessions and unlinks its planned meals', async () => {
    const { tx, run } = kitchen();
    await run('recipe.create', recipe);
    await run('recipe.favorite', { id: 'r-omelette', createdAt: at });
    await run('cooking.start', { id: sessionId, recipeId: 'r-omelette', startedAt: at });
    await run('mealPlan.add', {
      id: entryId,
      date: '2026-11-23',
      mealType: 'breakfast',
      recipeId: 'r-omelette',
      recipeName: 'Omelette',
      createdAt: at,
    });
    await run('recipe.remove', { id: 'r-omelette' });
    expect(await tx.get('recipes', 'r-omelette')).toBeUndefined();
    expect(await tx.get('cookingSessions', sessionId)).toBeUndefined();
    const entry = await tx.get('mealPlanEntries', entryId);
    expect(entry?.recipeId).toBeUndefined();
    expect(entry?.recipeName).toBe('Omelette');
    // The favorite mark is the household's own; it stays until unfavorited.
    expect(await tx.get('favorites', 'r-omelette')).toBeDefined();
  });
});

describe('cooking mutators', () => {
  it('start puts other sessions aside; finish closes the active one', async () => {
    const { tx, run } = kitchen();
    const second = '00000000-0000-4000-8000-000000000005';
    await run('cooking.start', { id: sessionId, recipeId: 'r-1', startedAt: at });
    await run('cooking.setStep', { id: sessionId, currentStep: 2 });
    await run('cooking.start', { id: second, recipeId: 'r-2', startedAt: at });
    expect(await tx.get('cookingSessions', sessionId)).toMatchObject({
      isActive: false,
      currentStep: 2,
    });
    await run('cooking.finish', { id: second, completedAt: at });
    expect(await tx.get('cookingSessions', second)).toMatchObject({
      isActive: false,
      completedAt: at,
    });
  });

  it('start keeps the servings it was asked for (a meal planned for 6)', async () => {
    const { tx, run } = kitchen();
    await run('cooking.start', { id: sessionId, recipeId: 'r-1', startedAt: at, servings: 6 });
    expect(await tx.get('cookingSessions', sessionId)).toMatchObject({ servings: 6 });
    await expect(
      run('cooking.start', { id: entryId, recipeId: 'r-1', startedAt: at, servings: 0 }),
    ).rejects.toThrow('Servings must be at least 1');
  });
});

describe('meal plan mutators', () => {
  it('update sets how many a meal is for, and null cooks it as written again', async () => {
    const { tx, run } = kitchen();
    const dinner = { id: entryId, date: '2026-11-23', mealType: 'dinner', createdAt: at };
    await run('mealPlan.add', { ...dinner, recipeId: 'r-1', recipeName: 'Soup' });
    await run('mealPlan.update', { id: entryId, changes: { servings: 8 } });
    expect(await tx.get('mealPlanEntries', entryId)).toMatchObject({ servings: 8 });
    await run('mealPlan.update', { id: entryId, changes: { servings: null } });
    expect(await tx.get('mealPlanEntries', entryId)).not.toHaveProperty('servings');
    await expect(
      run('mealPlan.update', { id: entryId, changes: { servings: 101 } }),
    ).rejects.toThrow('Servings');
  });
});

describe('grocery and preferences mutators', () => {
  it('check-offs are per item and idempotent', async () => {
    const { tx, run } = kitchen();
    await run('grocery.add', { id: milkId, name: 'Milk', estimatedPrice: 299, createdAt: at });
    await run('grocery.setCompleted', { id: milkId, completed: true });
    await run('grocery.setCompleted', { id: milkId, completed: true });
    expect(await tx.get('groceryItems', milkId)).toMatchObject({ completed: true, quantity: 1 });
  });

  it('preferences change one field at a time on top of the spec defaults', async () => {
    const { tx, run } = kitchen();
    await run('preferences.update', { changes: { skillLevel: 'advanced' }, updatedAt: at });
    await run('preferences.update', { changes: { allergens: ['Peanuts'] }, updatedAt: at });
    expect(await tx.get('preferences', 'preferences')).toMatchObject({
      skillLevel: 'advanced',
      allergens: ['Peanuts'],
      measurementUnit: 'imperial',
      recipePrivacyDefault: 'private',
    });
    await expect(
      run('preferences.update', {
        changes: { skillLevel: 'beginner', allergens: [] },
        updatedAt: at,
      }),
    ).rejects.toThrow('Change exactly one preference per request');
  });
});

describe('batch mutators', () => {
  const meal = (id: string, date: string, recipeName: string) => ({
    id,
    date,
    mealType: 'dinner' as const,
    recipeName,
    createdAt: at,
  });

  it('mealPlan.fillEmpty fills only empty slots, so two planning devices converge', async () => {
    const { tx, run } = kitchen();
    await run('mealPlan.add', meal(entryId, '2026-11-23', 'Soup from the other phone'));
    await run('mealPlan.fillEmpty', {
      entries: [
        meal(eggsId, '2026-11-23', 'Pasta'),
        meal(milkId, '2026-11-24', 'Curry'),
        meal(sessionId, '2026-11-24', 'Tacos'),
      ],
    });
    const dinners = await tx.scan('mealPlanEntries');
    expect(dinners.map((entry) => `${entry.date} ${entry.recipeName}`).sort()).toEqual([
      '2026-11-23 Soup from the other phone',
      '2026-11-24 Curry',
    ]);
    await expect(run('mealPlan.fillEmpty', { entries: [] })).rejects.toThrow('Nothing to plan.');
  });

  it('grocery.adjustQuantity adds up taps, and a tap never goes below 1 nor raises ½ to 1', async () => {
    const { tx, run } = kitchen();
    await run('grocery.add', { id: milkId, name: 'Milk', estimatedPrice: 299, createdAt: at });
    // Two quick taps of +, then one of −: each counts from the row as it is then.
    await run('grocery.adjustQuantity', { id: milkId, delta: 1 });
    await run('grocery.adjustQuantity', { id: milkId, delta: 1 });
    await run('grocery.adjustQuantity', { id: milkId, delta: -1 });
    expect((await tx.get('groceryItems', milkId))?.quantity).toBe(2);
    await run('grocery.adjustQuantity', { id: milkId, delta: -1 });
    await run('grocery.adjustQuantity', { id: milkId, delta: -1 });
    expect((await tx.get('groceryItems', milkId))?.quantity).toBe(1);

    await run('grocery.update', { id: milkId, changes: { quantity: 0.333 } });
    await run('grocery.adjustQuantity', { id: milkId, delta: -1 });
    expect((await tx.get('groceryItems', milkId))?.quantity).toBe(0.333);
    await run('grocery.adjustQuantity', { id: milkId, delta: 1 });
    expect((await tx.get('groceryItems', milkId))?.quantity).toBe(1.333);
    await run('grocery.adjustQuantity', { id: milkId, delta: -1 });
    expect((await tx.get('groceryItems', milkId))?.quantity).toBe(1);

    await run('grocery.remove', { id: milkId });
    await run('grocery.adjustQuantity', { id: milkId, delta: 1 });
    expect(await tx.get('groceryItems', milkId)).toBeUndefined();
  });

  it('grocery.addMany skips a name still to buy, whatever its case', async () => {
    const { tx, run } = kitchen();
    await run('grocery.add', { id: milkId, name: 'Milk', estimatedPrice: 299, createdAt: at });
    await run('grocery.addMany', {
      items: [
        { id: eggsId, name: 'Eggs', quantity: 6, estimatedPrice: 450, createdAt: at },
        { id: entryId, name: 'milk', estimatedPrice: 299, createdAt: at },
        { id: sessionId, name: 'eggs ', estimatedPrice: 450, createdAt: at },
      ],
    });
    const names = (await tx.scan('groceryItems')).map((item) => item.name).sort();
    expect(names).toEqual(['Eggs', 'Milk']);
    // Once bought, the same name may go on the list again.
    await run('grocery.setCompleted', { id: milkId, completed: true });
    await run('grocery.addMany', {
      items: [{ id: entryId, name: 'Milk', estimatedPrice: 299, createdAt: at }],
    });
    expect(await tx.get('groceryItems', entryId)).toMatchObject({ name: 'Milk', completed: false });
  });

  it("grocery.addMany merges the cook's own line into the planned one, once", async () => {
    const { tx, run } = kitchen();
    await run('grocery.add', { id: milkId, name: 'Milk', estimatedPrice: 299, createdAt: at });
    const merged = {
      id: entryId,
      name: 'Milk',
      quantity: 2,
      unit: 'half gallon',
      estimatedPrice: 598,
      recipeId: 'seed-pancakes',
      createdAt: at,
      replaces: [milkId],
    };
    await run('grocery.addMany', { items: [merged] });
    const lines = await tx.scan('groceryItems');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ id: entryId, quantity: 2, recipeId: 'seed-pancakes' });
    expect(lines[0]).not.toHaveProperty('replaces');
    // The same merge built on another phone before it saw this one: one line stays.
    await run('grocery.addMany', { items: [{ ...merged, id: sessionId }] });
    expect((await tx.scan('groceryItems')).map((line) => line.id)).toEqual([entryId]);
  });

  it("grocery.addMany leaves the cook's line as it is once it was checked off", async () => {
    const { tx, run } = kitchen();
    await run('grocery.add', { id: milkId, name: 'Milk', estimatedPrice: 299, createdAt: at });
    await run('grocery.setCompleted', { id: milkId, completed: true });
    await run('grocery.addMany', {
      items: [
        { id: entryId, name: 'Milk', estimatedPrice: 598, createdAt: at, replaces: [milkId] },
      ],
    });
    const lines = await tx.scan('groceryItems');
    expect(lines.map((line) => [line.id, line.completed])).toEqual([[milkId, true]]);
  });
});

describe('grocery.moveToPantry', () => {
  it('adds the pantry item and takes the line off the list, once', async () => {
    const { tx, run } = kitchen();
    await run('grocery.add', { id: milkId, name: 'Milk', estimatedPrice: 299, createdAt: at });
    const move = {
      id: milkId,
      pantryItem: { id: eggsId, name: 'Milk', category: 'fridge', addedAt: at },
    };
    await run('grocery.moveToPantry', move);
    expect(await tx.get('groceryItems', milkId)).toBeUndefined();
    expect(await tx.get('pantryItems', eggsId)).toMatchObject({ name: 'Milk', quantity: 1 });
    // The same tap from another phone, after the first: nothing is added twice.
    await run('pantry.remove', { id: eggsId });
    await run('grocery.moveToPantry', move);
    expect(await tx.get('pantryItems', eggsId)).toBeUndefined();
  });
});

describe('rows.restore', () => {
  it('restores a valid row once and never overwrites what the household has', async () => {
    const { tx, run } = kitchen();
    const milk = { id: milkId, name: 'Milk', category: 'fridge', addedAt: at };
    await run('rows.restore', { collection: 'pantryItems', row: milk });
    await run('rows.restore', {
      collection: 'pantryItems',
      row: { ...milk, name: 'Old milk' },
    });
    expect(await tx.get('pantryItems', milkId)).toMatchObject({ name: 'Milk', quantity: 1 });
    await expect(
      run('rows.restore', { collection: 'pantryItems', row: { id: eggsId } }),
    ).rejects.toBeInstanceOf(MutationRejected);
  });
});

describe('registry', () => {
  it('refuses an unknown mutator with a message that says what to do', async () => {
    const { run } = kitchen();
    await expect(run('pantry.teleport', {})).rejects.toThrow(/cannot apply "pantry.teleport"/);
  });

  it('names every write of the product', () => {
    expect(MUTATOR_NAMES).toEqual(
      expect.arrayContaining([
        'pantry.add',
        'pantry.update',
        'pantry.adjustQuantity',
        'pantry.remove',
        'recipe.create',
        'recipe.share',
        'recipe.favorite',
        'cooking.start',
        'cooking.setStep',
        'cooking.finish',
        'mealPlan.add',
        'grocery.add',
        'grocery.setCompleted',
        'grocery.remove',
        'preferences.update',
        'journal.add',
      ]),
    );
  });
});
