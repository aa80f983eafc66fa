// An ingredient line's own words survive the split (issue 23): units the app measures with take
// its spelling; units that only count things stay as the page wrote them.
import { describe, expect, it } from 'vitest';
import { ingredientRow } from './ingredient-row';

describe('ingredientRow', () => {
  it('keeps a counting unit as written, without repeating it in the note', () => {
    expect(ingredientRow('2 x 7g sachets dried yeast')).toEqual({
      amount: '2',
      unit: 'x 7g sachets',
      name: 'dried yeast',
    });
    expect(ingredientRow('1 bicchiere di aceto di vino')).toMatchObject({
      amount: '1',
      unit: 'bicchiere',
      name: 'aceto di vino',
    });
    expect(ingredientRow('8 brins de persil')).toMatchObject({ unit: 'brins', name: 'persil' });
    expect(ingredientRow('Bund Petersilie')).toMatchObject({ unit: 'Bund', name: 'Petersilie' });
    expect(ingredientRow('2 (about 14 oz each) packages ground sausage')).toMatchObject({
      unit: 'packages',
      name: 'ground sausage',
    });
  });

  it('writes the app’s spelling for units it measures with', () => {
    expect(ingredientRow('2 cucchiai di pinoli tostati')).toMatchObject({
      amount: '2',
      unit: 'tbsp',
      name: 'pinoli tostati',
    });
    expect(ingredientRow('300 g de tomates')).toMatchObject({ unit: 'g', name: 'tomates' });
  });

  it('reads the French spoons however a page abbreviates them, never as cups', () => {
    for (const [line, unit] of [
      ['2 c. à soupe d’huile d’olive', 'tbsp'],
      ['2 c.à.s de sucre', 'tbsp'],
      ['1 cuillère à soupe de miel', 'tbsp'],
      ['1 cuillerée à café de cannelle', 'tsp'],
      ['1 c. à thé de sel', 'tsp'],
      ['½ c. à c. de cumin', 'tsp'],
    ] as const) {
      expect(ingredientRow(line), line).toMatchObject({ unit });
      expect(ingredientRow(line).note, line).toBeUndefined();
    }
    expect(ingredientRow('1 c. à thé de sel').name).toBe('sel');
  });

  it('reads a line that names its ingredient before the amount', () => {
    expect(ingredientRow('Beurre - 20 grammes')).toEqual({
      amount: '20',
      unit: 'g',
      name: 'Beurre',
    });
    expect(ingredientRow('Fond de légumes – 1 cuillère à soupe')).toEqual({
      amount: '1',
      unit: 'tbsp',
      name: 'Fond de légumes',
    });
    expect(ingredientRow('Courgette - 1')).toMatchObject({ amount: '1', name: 'Courgette' });
    expect(ingredientRow('Chicken thighs – 500g, skinless')).toEqual({
      amount: '500',
      unit: 'g',
      name: 'Chicken thighs',
      note: 'skinless',
    });
    expect(ingredientRow('Eggs – 2 - 3, beaten')).toMatchObject({ amount: '2-3', name: 'Eggs' });
    // A dash inside a name, or before words, is no amount's.
    expect(ingredientRow('2 sun-dried tomatoes')).toMatchObject({ amount: '2' });
    expect(ingredientRow('Salt - to taste')).toMatchObject({ name: 'Salt' });
  });

  it('reads past a bracket the page opened and never closed', () => {
    expect(ingredientRow('4 (6-ounce skinless halibut fillets, 1 inch thick')).toMatchObject({
      amount: '4',
      name: 'skinless halibut fillets',
    });
    // A bracket closed further on is the line's own.
    expect(ingredientRow('2 (15 oz) cans black beans, drained')).toMatchObject({
      unit: 'cans',
      note: '15 oz, drained',
    });
  });

  it('leaves a row alone when the words before the name are not its unit', () => {
    // The size comes before the name and the unit after it.
    expect(ingredientRow('5 large garlic cloves, minced').unit).toBe('clove');
    // Seasoning "to taste" counts in pinches because the reader says so, not the line.
    expect(ingredientRow('Freshly ground black pepper, to taste')).toMatchObject({
      unit: 'pinch',
      name: 'black pepper',
    });
    expect(ingredientRow('1 (14 oz) can tomatoes')).toMatchObject({ unit: 'can', note: '14 oz' });
  });
});
