// The built-in library's ingredient rows, written out as the app shows them ("2 tbsp olive oil",
// a counted row without its unit: "3 egg"), read back by the same ingredient-line reader that
// reads what a cook pastes or imports: every row comes back exactly (issue 26).
import { SEED_RECIPES } from '@mise/catalog/recipes/index';
import { describe, expect, it } from 'vitest';
import { splitIngredientLine } from './ingredient-line';

const asWritten = ({ amount, unit, name }: { amount: string; unit: string; name: string }) =>
  unit === 'piece' ? `${amount} ${name}` : `${amount} ${unit} ${name}`;

describe('the built-in library read back', () => {
  it('gives every ingredient row its amount, unit and name again', () => {
    const misread = SEED_RECIPES.flatMap((recipe) =>
      recipe.ingredients
        .map((row) => ({ row, back: splitIngredientLine(asWritten(row)) }))
        .filter(({ row, back }) => {
          const { amount, unit, name } = back;
          return amount !== row.amount || unit !== row.unit || name !== row.name;
        })
        .map(({ row, back }) => `${recipe.id}: "${asWritten(row)}" -> ${JSON.stringify(back)}`),
    );
    expect(misread).toEqual([]);
  });
});
