// Spoons and cups in the spellings of the languages recipe sites write in (issue 23): each line
// is read as the English unit, so the row measures and scales; words that only look alike stay.
import { describe, expect, it } from 'vitest';
import { ingredientRow } from './ingredient-row';
import { withReadableUnit } from './unit-spellings';

describe('withReadableUnit', () => {
  it('spells the spoons the reader misses as it reads them', () => {
    expect(withReadableUnit('2 el olie')).toBe('2 tbsp olie');
    expect(withReadableUnit('1 tl suiker')).toBe('1 tsp suiker');
    expect(withReadableUnit('2 PL pesto')).toBe('2 tbsp pesto');
    expect(withReadableUnit('2 c. à soupe d’huile')).toBe('2 tbsp d’huile');
    expect(withReadableUnit('30 ml (2 c.à.s) de beurre')).toBe('30 ml (2 tbsp) de beurre');
    expect(withReadableUnit('1 cuillerée à café de cannelle')).toBe('1 tsp de cannelle');
    expect(withReadableUnit('½ c. à c. de cumin')).toBe('½ tsp de cumin');
    expect(withReadableUnit('1 c. à thé de sel')).toBe('1 tsp de sel');
    // A language the app does not speak keeps its own spelling.
    expect(withReadableUnit('2,5 msk olivolja')).toBe('2,5 msk olivolja');
  });

  it('leaves alone the same letters where they are no unit', () => {
    // Not after the amount: a word of the name, or another language's article.
    expect(withReadableUnit('Sal el gusto')).toBe('Sal el gusto');
    expect(withReadableUnit('2 elote')).toBe('2 elote');
    expect(withReadableUnit('4 tlayudas')).toBe('4 tlayudas');
    expect(withReadableUnit('1 cup flour')).toBe('1 cup flour');
  });

  it('gives rows measured in spoons, the unit gone from the name and the note', () => {
    expect(ingredientRow('2 el gebakken uitjes')).toEqual({
      amount: '2',
      unit: 'tbsp',
      name: 'gebakken uitjes',
    });
    expect(ingredientRow('1 cuillère à soupe de miel')).toEqual({
      amount: '1',
      unit: 'tbsp',
      name: 'miel',
    });
  });
});
