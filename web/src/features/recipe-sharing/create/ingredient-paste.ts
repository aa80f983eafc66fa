// Pasting a recipe's ingredient lines into an ingredient's name ("2 cups flour", "150g/5¼oz
// chickpeas, drained") fills rows the way the import does: amount, unit, name and note, one row
// per line, from the pasted row on. A single word or name pastes as usual.
import type { ClipboardEvent } from 'react';
import type { Ingredient } from '@mise/domain/entities/recipe';
import { RECIPE_LIMITS } from '@mise/domain/entities/recipe';
import type { RecipeFormMethods } from './use-recipe-form';

/** Text that is worth reading as ingredient lines: several lines, or one that starts with an amount. */
const LINE_WITH_AMOUNT = /^\s*[\d½⅓⅔¼¾⅛⅜⅝⅞]/;

export function pastedLines(text: string): string[] {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*(?:[-•*▢□]|\d+[.)](?=\s))\s*/, '').trim())
    .filter(Boolean);
  if (lines.length > 1 || LINE_WITH_AMOUNT.test(lines[0] ?? '')) return lines;
  return [];
}

/**
 * The paste handler for row `index`: reads the lines (the reader loads on first use, so the
 * form opens without it) and puts them into this row and new rows after it.
 */
export function ingredientPasteHandler(
  form: RecipeFormMethods,
  index: number,
  insert: (at: number, rows: Ingredient[]) => void,
) {
  return (event: ClipboardEvent<HTMLInputElement>) => {
    const lines = pastedLines(event.clipboardData.getData('text/plain'));
    if (lines.length === 0) return;
    event.preventDefault();
    void import('@mise/assistant/ingredient-line').then(({ splitIngredientLine }) => {
      const room = RECIPE_LIMITS.ingredients - form.getValues('ingredients').length + 1;
      const [first, ...rest] = lines.slice(0, Math.max(room, 1)).map(splitIngredientLine);
      if (first === undefined) return;
      form.setValue(`ingredients.${index}`, { note: '', ...first }, { shouldDirty: true });
      if (rest.length > 0)
        insert(
          index + 1,
          rest.map((row) => ({ note: '', ...row })),
        );
    });
  };
}
