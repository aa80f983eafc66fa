import { findIngredient } from '@mise/catalog/ingredients';
import { describe, expect, it } from 'vitest';
import { similarIngredients } from './similar-ingredients';

describe('similar ingredients for what the swap reference does not cover', () => {
  it('offers other members of the family first', () => {
    const answer = similarIngredients('parmesan cheese');
    expect(answer?.ingredient).toBe('parmesan');
    expect(answer?.suggestions).toHaveLength(4);
    for (const suggestion of answer?.suggestions ?? []) {
      expect(findIngredient(suggestion.name)?.parent).toBe('cheese');
      expect(suggestion.reason).toBe('Also a cheese');
    }
  });

  it('falls back to the same kind, and never suggests the ingredient itself', () => {
    const answer = similarIngredients('saffron');
    expect(answer?.suggestions.length).toBeGreaterThan(0);
    for (const suggestion of answer?.suggestions ?? []) {
      expect(suggestion.name).not.toBe('saffron');
      expect(findIngredient(suggestion.name)?.kind).toBe('spice');
      expect(suggestion.reason).toBe('Another spice');
    }
  });

  it('never brings an animal product into a plant ingredient', () => {
    for (const name of ['tofu', 'almond milk', 'olive oil', 'lentil', 'maple syrup']) {
      for (const suggestion of similarIngredients(name)?.suggestions ?? []) {
        expect(findIngredient(suggestion.name)?.animal, `${name} → ${suggestion.name}`).toBe(
          undefined,
        );
      }
    }
  });

  it('knows nothing of what the dictionary does not know', () => {
    expect(similarIngredients('unobtainium')).toBeUndefined();
  });
});
