// The form's ingredients (spec §2, §5): rows of name, amount and unit, and an optional note
// ("finely chopped"); "Add ingredient" adds one, and a row can be removed only while more than
// one remains. Pasting a recipe's lines into a name fills the rows (ingredient-paste.ts).
import { useFieldArray } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { canRemoveRow, emptyIngredientRow } from '@mise/domain/forms';
import { Button } from '../../../components/ui/button';
import { FieldError } from './field-error';
import { ingredientPasteHandler } from './ingredient-paste';
import { RowField } from './row-field';
import type { RecipeFormMethods } from './use-recipe-form';

export function IngredientRows({ form, errorId }: { form: RecipeFormMethods; errorId: string }) {
  const { fields, append, insert, remove } = useFieldArray({
    control: form.control,
    name: 'ingredients',
  });
  const errors = form.formState.errors.ingredients;
  const removable = canRemoveRow(fields.length);
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-semibold">Ingredients</legend>
      <ul className="grid gap-3">
        {fields.map((row, index) => {
          const number = index + 1;
          return (
            <li
              key={row.id}
              className="grid grid-cols-[1fr_1fr_auto] items-start gap-2 sm:grid-cols-[2fr_1fr_1fr_auto]"
            >
              <RowField
                className="col-span-3 sm:col-span-1"
                label={`Ingredient ${number} name`}
                placeholder="Ingredient"
                error={errors?.[index]?.name?.message}
                registration={form.register(`ingredients.${index}.name`)}
                onPaste={ingredientPasteHandler(form, index, insert)}
              />
              <RowField
                label={`Ingredient ${number} amount`}
                placeholder="Amount"
                error={errors?.[index]?.amount?.message}
                registration={form.register(`ingredients.${index}.amount`)}
              />
              <RowField
                label={`Ingredient ${number} unit`}
                placeholder="Unit"
                error={errors?.[index]?.unit?.message}
                registration={form.register(`ingredients.${index}.unit`)}
              />
              <RowField
                className="col-span-3 row-start-3 sm:row-start-2"
                label={`Ingredient ${number} note`}
                placeholder="Note (optional): chopped, to serve…"
                error={errors?.[index]?.note?.message}
                registration={form.register(`ingredients.${index}.note`)}
              />
              <Button
                size="icon"
                variant="ghost"
                aria-label={`Remove ingredient ${number}`}
                disabled={!removable}
                onClick={() => remove(index)}
              >
                <Trash2 aria-hidden />
              </Button>
            </li>
          );
        })}
      </ul>
      <FieldError id={errorId} message={errors?.root?.message ?? errors?.message} />
      <Button
        variant="outline"
        className="justify-self-start"
        onClick={() => append(emptyIngredientRow())}
      >
        <Plus aria-hidden />
        Add ingredient
      </Button>
    </fieldset>
  );
}
