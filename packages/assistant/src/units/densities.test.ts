import { INGREDIENTS } from '@mise/catalog/ingredients';
import { describe, expect, it } from 'vitest';
import { DENSITY_NAMES, densityOf } from './densities';

describe('the density table', () => {
  it('is keyed by the catalog’s canonical names (water aside: it has no entry)', () => {
    const catalog = new Set(INGREDIENTS.map((entry) => entry.name));
    const strays = DENSITY_NAMES.filter((name) => name !== 'water' && !catalog.has(name));
    expect(strays).toEqual([]);
  });

  it('knows the staples the issue names', () => {
    for (const name of ['flour', 'sugar', 'butter', 'rice', 'oats', 'milk', 'oil', 'honey']) {
      expect(densityOf(name), name).toBeDefined();
    }
  });

  it('reads names as cooks write them, through the catalog’s synonyms and broader names', () => {
    expect(densityOf('2 cups all-purpose flour, sifted')).toEqual(densityOf('flour'));
    expect(densityOf('Unsalted Butter')).toEqual(densityOf('butter'));
    expect(densityOf('extra virgin olive oil')).toEqual(densityOf('olive oil'));
    expect(densityOf('grated Parmigiano-Reggiano')).toBeDefined();
    expect(densityOf('chicken stock')).toBeDefined();
    expect(densityOf('chicken thighs')).toBeUndefined();
    expect(densityOf('')).toBeUndefined();
  });

  it('weighs dry goods and pours liquids in a metric kitchen', () => {
    expect(densityOf('flour')?.metric).toBe('mass');
    expect(densityOf('honey')?.metric).toBe('mass');
    expect(densityOf('milk')?.metric).toBe('volume');
    expect(densityOf('vegetable oil')?.metric).toBe('volume');
  });

  it('keeps every density between a feather and syrup', () => {
    for (const name of DENSITY_NAMES) {
      const density = densityOf(name)?.gramsPerMl ?? 0;
      expect(density, name).toBeGreaterThan(0.2);
      expect(density, name).toBeLessThan(1.5);
    }
  });
});
