// The form's instructions (spec §2, §5): numbered steps, each with its text and an optional
// duration in minutes (anything but a number counts as 0); steps are added and removed while
// more than one remains, and renumber as they go.
import { useFieldArray } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { canRemoveRow, emptyInstructionRow, stepDurationFromInput } from '@mise/domain/forms';
import { Button } from '../../../components/ui/button';
import { FieldError } from './field-error';
import { RowField } from './row-field';
import type { RecipeFormMethods } from './use-recipe-form';

export function InstructionRows({ form, errorId }: { form: RecipeFormMethods; errorId: string }) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'instructions' });
  const errors = form.formState.errors.instructions;
  const removable = canRemoveRow(fields.length);
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-semibold">Instructions</legend>
      <ol className="grid gap-3">
        {fields.map((row, index) => {
          const number = index + 1;
          return (
            <li key={row.id} className="grid gap-2 rounded-xl border p-3">
              <div className="flex items-center justify-between gap-2">
                <span className="text-sm font-semibold">Step {number}</span>
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Remove step ${number}`}
                  disabled={!removable}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
              <RowField
                multiline
                label={`Step ${number} instruction`}
                placeholder="What to do"
                error={errors?.[index]?.instruction?.message}
                registration={form.register(`instructions.${index}.instruction`)}
              />
              <RowField
                visibleLabel
                className="w-40"
                label={`Step ${number} minutes (optional)`}
                inputMode="numeric"
                error={errors?.[index]?.duration?.message}
                registration={form.register(`instructions.${index}.duration`, {
                  setValueAs: (raw) => stepDurationFromInput(String(raw)),
                })}
              />
            </li>
          );
        })}
      </ol>
      <FieldError id={errorId} message={errors?.root?.message ?? errors?.message} />
      <Button
        variant="outline"
        className="justify-self-start"
        onClick={() => append(emptyInstructionRow(fields.length + 1))}
      >
        <Plus aria-hidden />
        Add step
      </Button>
    </fieldset>
  );
}
