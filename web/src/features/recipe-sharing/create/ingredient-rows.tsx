// The form's ingredients (spec §2, §5): rows of name, amount and unit; "Add ingredient" adds one,
// and a row can be removed only while more than one remains.
import { useFieldArray } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { canRemoveRow, emptyIngredientRow } from '@mise/domain/forms';
import { Button } from '../../../components/ui/button';
import { FieldError } from './field-error';
import { RowField } from './row-field';
import type { RecipeFormMethods } from './use-recipe-form';

export function IngredientRows({ form, errorId }: { form: RecipeFormMethods; errorId: string }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'ingredients' });
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
