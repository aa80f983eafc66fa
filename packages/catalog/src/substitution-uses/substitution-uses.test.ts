import { describe, expect, it } from 'vitest';
import { INGREDIENT_LINE_LANGUAGES } from '@mise/domain/api/ingredients';
import { findIngredient } from '../ingredients';
import { SUBSTITUTIONS } from '../substitutions';
import { SUBSTITUTION_USES, useOf } from './substitution-uses';

const useIn = (ingredient: string, ...texts: string[]) => useOf(ingredient, texts)?.id;

describe('what an ingredient does in a step', () => {
  it('tells whipped whites from eggs that bind, rise or are the dish', () => {
    expect(useIn('egg', 'Beat the egg whites to stiff peaks.')).toBe('egg-whipped-whites');
    expect(useIn('egg', 'Monta las claras a punto de nieve.')).toBe('egg-whipped-whites');
    expect(useIn('egg', 'Montez les blancs en neige ferme.')).toBe('egg-whipped-whites');
    expect(useIn('egg', 'Monta gli albumi a neve.')).toBe('egg-whipped-whites');
    expect(useIn('egg', 'Das Eiweiß steif schlagen.')).toBe('egg-whipped-whites');
    expect(useIn('egg', 'Fold the whipped whites into the chocolate.')).toBe('egg-whipped-whites');
    expect(useIn('egg', 'Stir the egg into the meatball mixture to bind it.')).toBe('egg-binder');
    expect(useIn('egg', 'Whisk the eggs into the pancake batter.')).toBe('egg-binder');
    expect(useIn('egg', 'Beat the eggs and sugar until pale and thick, about 8 minutes.')).toBe(
      'egg-rise',
    );
    expect(useIn('egg', 'Cook the scrambled eggs gently.')).toBe('egg-the-dish');
    expect(useIn('egg', 'Brush the pastry with beaten egg.')).toBe('egg-wash');
    expect(useIn('egg', 'Crack the egg.')).toBeUndefined();
  });

  it('tells creamed butter from pastry, frying and melted butter', () => {
    expect(useIn('butter', 'Cream the butter and sugar until light and fluffy.')).toBe(
      'butter-creamed',
    );
    expect(useIn('butter', 'Batir la mantequilla pomada con el azúcar.')).toBe('butter-creamed');
    expect(useIn('butter', 'Rub the butter into the flour until it resembles breadcrumbs.')).toBe(
      'butter-pastry',
    );
    expect(useIn('butter', 'Sauté the onions in the butter.')).toBe('butter-frying');
    expect(useIn('butter', 'Melt the butter and let it cool.')).toBe('butter-melted');
  });

  it('tells frying oil from baking oil, and falls back to oil at large', () => {
    expect(useIn('oil', 'Heat the oil to 180 °C and deep-fry the fritters.')).toBe('oil-frying');
    expect(useIn('oil', 'Whisk the oil into the cake batter.')).toBe('oil-baking');
    expect(useIn('oil', 'Drizzle with oil.')).toBe('oil-any');
  });

  it('knows buttermilk for rise and for tenderness, and cream for whipping or sauce', () => {
    expect(useIn('buttermilk', 'Stir the buttermilk and baking soda into the flour.')).toBe(
      'buttermilk-rise',
    );
    expect(useIn('buttermilk', 'Marinate the chicken in buttermilk overnight.')).toBe(
      'buttermilk-marinade',
    );
    expect(useIn('heavy cream', 'Whip the cream to soft peaks.')).toBe('cream-whipping');
    expect(useIn('heavy cream', 'Stir in the cream and simmer until the sauce thickens.')).toBe(
      'cream-sauce',
    );
    expect(useIn('sugar', 'Cream the butter and sugar.')).toBeUndefined();
  });

  it('never offers applesauce, banana, flax or chia for whipped whites', () => {
    const whipped = useOf('egg', ['Whisk the egg whites to stiff peaks.']);
    expect(
      whipped?.swaps.map((swap) => (typeof swap === 'string' ? swap : swap.substitute.en)),
    ).toEqual([expect.stringMatching(/^aquafaba/)]);
  });

  it('names only swaps the reference has for that ingredient, in every language', () => {
    for (const use of SUBSTITUTION_USES) {
      expect(findIngredient(use.ingredient)?.name, use.id).toBe(use.ingredient);
      const own = SUBSTITUTIONS.filter(
        (swap) => findIngredient(swap.original)?.name === use.ingredient,
      ).map((swap) => swap.substitute);
      const fits = use.swaps.filter((swap) => typeof swap === 'string');
      for (const fit of fits) expect(own, use.id).toContain(fit);
      const texts = [
        use.purpose,
        ...(use.caveat ? [use.caveat] : []),
        ...use.swaps.flatMap((swap) =>
          typeof swap === 'string' ? [] : [swap.substitute, swap.ratio, swap.note],
        ),
      ];
      for (const text of texts) {
        for (const language of INGREDIENT_LINE_LANGUAGES) {
          expect(text[language].trim(), `${use.id} ${language}`).not.toBe('');
          if (language !== 'en') expect(text[language], `${use.id} ${language}`).not.toBe(text.en);
        }
      }
    }
  });

  it('says something when no swap fits', () => {
    for (const use of SUBSTITUTION_USES) {
      if (use.swaps.length === 0) expect(use.caveat, use.id).toBeDefined();
    }
  });
});
