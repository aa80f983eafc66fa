import { describe, expect, it } from 'vitest';
import { substitutionAnswer, substitutionsInStep } from './substitutions-for-step';

const WHIPPED_WHITES = [
  'Beat the egg whites to stiff peaks.',
  'Whisk the whites until they hold soft peaks, then fold them into the batter.',
  'Whip the egg whites with the sugar into a glossy meringue.',
];

describe('a swap that knows what the ingredient does in the step', () => {
  it('never offers applesauce, banana, flax or chia for whipped whites, only aquafaba', () => {
    for (const step of WHIPPED_WHITES) {
      for (const brief of [false, true]) {
        const answer = substitutionAnswer(step, { brief, pantryItems: ['applesauce', 'banana'] });
        expect(answer).toMatch(/^For whipping egg whites, use aquafaba/);
        expect(answer).not.toMatch(/use (?:applesauce|banana|flax egg|chia egg)/);
      }
    }
    expect(substitutionAnswer(WHIPPED_WHITES[0] ?? '', { ingredient: 'eggs' })).toContain(
      'Flax egg, chia egg, applesauce and banana don’t whip',
    );
  });

  it('offers the binders where eggs bind, and says so', () => {
    const answer = substitutionAnswer('Mix the egg into the meatballs to bind them.');
    expect(answer).toMatch(/^For binding, use (?:flax egg|chia egg|applesauce|banana): /);
  });

  it('says plainly when nothing stands in, as for eggs beaten for a cake’s rise', () => {
    const rise = substitutionAnswer(
      'Beat the eggs and sugar until pale and thick, for the sponge.',
    );
    expect(rise).toMatch(/^For eggs beaten to give a cake its rise, there’s no good swap\./);
    const boiled = substitutionAnswer(
      'Lower the eggs into a small pot of boiling water and cook for 6½ minutes for jammy yolks.',
    );
    expect(boiled).toMatch(/^When the eggs are the dish or what sets it, there’s no good swap\./);
    expect(boiled).toContain('Crumbled firm tofu');
    const scrambled = substitutionAnswer('Stir the scrambled eggs over low heat.', { brief: true });
    expect(scrambled).toMatch(
      /^When the eggs are the dish or what sets it, there’s no good swap\./,
    );
  });

  it('keeps liquid oil away from creamed butter and pastry', () => {
    for (const step of [
      'Cream the butter and sugar until light and fluffy.',
      'Rub the cold butter into the flour until it resembles breadcrumbs.',
    ]) {
      const answer = substitutionAnswer(step, { ingredient: 'butter' });
      expect(answer).toMatch(
        /^For (?:butter creamed with sugar|cold butter in pastry), use coconut oil/,
      );
      expect(answer).not.toMatch(/use olive oil|also use olive oil/);
    }
    expect(substitutionAnswer('Sauté the onion in the butter.', { ingredient: 'butter' })).toMatch(
      /^For frying in butter, use olive oil/,
    );
  });

  it('tells frying oil from baking oil, though the reference has no swap for oil', () => {
    expect(substitutionsInStep('Heat the oil to 180 °C and deep-fry the fritters.')).toEqual([
      expect.objectContaining({ ingredient: 'oil', swaps: [] }),
    ]);
    expect(substitutionAnswer('Heat the oil to 180 °C and deep-fry the fritters.')).toMatch(
      /^For frying, use an oil with a high smoke point/,
    );
    expect(substitutionAnswer('Whisk the oil into the cake batter.')).toMatch(
      /^For oil in a batter, use melted butter: 1 to 1\./,
    );
  });

  it('knows buttermilk needs its acid and cream for whipping needs its fat', () => {
    const buttermilk = substitutionAnswer('Stir in the buttermilk and baking soda.');
    expect(buttermilk).toMatch(/^For buttermilk that makes a bake rise, use milk with lemon juice/);
    expect(buttermilk).toContain('Plain milk won’t do');
    const whipped = substitutionAnswer('Whip the cream to soft peaks.');
    expect(whipped).toMatch(/^For whipping, use coconut cream: 1 to 1\./);
    expect(whipped).toContain('too little fat to whip');
    expect(substitutionAnswer('Stir in the cream and simmer the sauce.')).toMatch(
      /^For cream in a sauce or soup, use evaporated milk/,
    );
  });

  it('puts what the household has first among the swaps that work', () => {
    const answer = substitutionAnswer('Whisk the oil into the muffin batter.', {
      pantryItems: ['Applesauce'],
    });
    expect(answer).toMatch(/^For oil in a batter, use unsweetened applesauce, .*which you have/);
  });
});
