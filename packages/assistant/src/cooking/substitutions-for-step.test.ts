import { SUBSTITUTIONS } from '@mise/catalog/substitutions';
import { describe, expect, it } from 'vitest';
import {
  SWAPPABLE_INGREDIENTS,
  substitutionAnswer,
  substitutionsFor,
  substitutionsInStep,
} from './substitutions-for-step';

const found = (instruction: string, ingredients?: Parameters<typeof substitutionsInStep>[1]) =>
  substitutionsInStep(instruction, ingredients).map(({ ingredient, original }) => [
    ingredient,
    original,
  ]);

describe('the ingredients of a step that have a swap', () => {
  it('finds them in the order the step names them, plurals and kinds included', () => {
    expect(found('Melt the butter in a pan')).toEqual([['butter', 'Butter']]);
    expect(found('Whisk the eggs with milk')).toEqual([
      ['eggs', 'Egg'],
      ['milk', 'Milk'],
    ]);
    expect(found('Brown the ground beef')).toEqual([['ground beef', 'Ground beef']]);
    expect(found('Season the chicken breasts')).toEqual([['chicken breasts', 'Chicken']]);
    expect(found('Cook the spaghetti until al dente')).toEqual([['spaghetti', 'Pasta']]);
  });

  it('uses the recipe’s own names for them', () => {
    const ingredients = [
      { name: 'all-purpose flour', amount: '250', unit: 'g' },
      { name: 'unsalted butter', amount: '50', unit: 'g' },
    ];
    expect(found('Rub the butter into the flour.', ingredients)).toEqual([
      ['unsalted butter', 'Butter'],
      ['all-purpose flour', 'Flour'],
    ]);
  });

  it('does not read verbs as ingredients', () => {
    expect(found('Cream the butter and sugar.')).toEqual([
      ['butter', 'Butter'],
      ['sugar', 'Sugar'],
    ]);
    expect(found('Dice the onion and mince the garlic.')).toEqual([]);
  });
});

describe('the reference’s swaps for one ingredient', () => {
  it('answers for the ingredient or a kind of it', () => {
    const eggs = substitutionsFor('Eggs');
    expect(eggs).toHaveLength(SUBSTITUTIONS.filter((swap) => swap.original === 'Egg').length);
    expect(substitutionsFor('jasmine rice').map((swap) => swap.substitute)).toEqual([
      'Cauliflower rice',
    ]);
    expect(substitutionsFor('almond milk')).toEqual([]);
    expect(substitutionsFor('saffron')).toEqual([]);
  });

  it('never offers a thing as its own swap', () => {
    expect(substitutionsFor('oat flour').map((swap) => swap.substitute)).not.toContain('Oat flour');
  });
});

describe('the spoken substitution answer', () => {
  it('names the swap, its ratio and a note', () => {
    const answer = substitutionAnswer('Brown the ground beef');
    expect(answer).toContain('Instead of ground beef, use lentils: 2 1/2 cups cooked lentils');
    expect(answer).toContain('Brown or green lentils hold their shape');
  });

  it('answers for each ingredient of the step', () => {
    const answer = substitutionAnswer('Whisk the eggs with milk');
    expect(answer).toMatch(/Instead of eggs, use .*Instead of milk, use /);
  });

  it('prefers a swap the pantry holds, and says so', () => {
    const step = 'Spread the butter on the toast';
    expect(substitutionAnswer(step, { pantryItems: ['Coconut Oil'] })).toMatch(
      /^Instead of butter, use coconut oil, which you have: 1 to 1\./,
    );
    expect(substitutionAnswer(step, { pantryItems: ['extra virgin olive oil'] })).toMatch(
      /^Instead of butter, use olive oil, which you have/,
    );
    expect(
      substitutionAnswer('Melt the butter in a pan', { pantryItems: ['Coconut Oil'] }),
    ).toMatch(/^For melted butter, use coconut oil, which you have: 1 to 1\./);
    expect(
      substitutionAnswer('Whisk the eggs', { pantryItems: ['ground flaxseed'], brief: true }),
    ).toMatch(/^Instead of eggs, use flax egg, which you have: 1 tbsp ground flaxseed/);
  });

  it('does not count a different product as held', () => {
    const answer = substitutionAnswer('Add the soy sauce', { pantryItems: ['soy sauce'] });
    expect(answer).toContain('use tamari: 1 to 1.');
  });

  it('keeps the concise answer to the best swap', () => {
    const brief = substitutionAnswer('Spread the butter', { brief: true });
    expect(brief).toMatch(/^Instead of butter, use [a-z ]+: [^.]+\.$/);
    expect(brief).not.toContain('You could also');
  });

  it('answers for a named ingredient', () => {
    expect(substitutionAnswer('Dice the onion', { ingredient: 'sugar' })).toMatch(
      /^Instead of sugar, use /,
    );
  });

  it('says kindly when nothing has a swap, and what the reference covers', () => {
    const answer = substitutionAnswer('Slice the tomatoes.');
    expect(answer).toMatch(/^Nothing in this step needs a swap/);
    for (const name of SWAPPABLE_INGREDIENTS) expect(answer).toContain(name);
    const unknown = substitutionAnswer('', { ingredient: 'parmesan' });
    expect(unknown).toMatch(/^I don’t have a tested swap for parmesan\./);
    expect(unknown).toContain('I have swaps for butter');
  });
});
