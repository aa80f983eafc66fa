// The form's first fields (spec §2): name, cuisine (the cuisines without "all"), description,
// difficulty (Easy, Medium, Hard), cook time in minutes, where anything but a number counts
// as 30 (§5), and servings (issue 22: what the cooking guide and the planner scale from),
// where anything but a number counts as 4, the way cook time falls back. Below them, optional,
// how the time splits into prep and cooking, as recipe pages state it (issue 23).
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { cookTimeFromInput, optionalMinutesFromInput, servingsFromInput } from '@mise/domain/forms';
import { DIFFICULTIES, RECIPE_CUISINES } from '@mise/domain/options';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { optionLabel } from '../utils/card-view';
import { ChoiceSelect } from './choice-select';
import { FieldError, describedBy } from './field-error';
import type { RecipeFormMethods } from './use-recipe-form';

export function RecipeBasics({ form }: { form: RecipeFormMethods }) {
  const id = useId();
  const { errors } = form.formState;
  const field = (name: string) => ({ id: `${id}-${name}`, errorId: `${id}-${name}-error` });
  const name = field('name');
  const cuisine = field('cuisine');
  const description = field('description');
  const difficulty = field('difficulty');
  const cookTime = field('cook-time');
  const servings = field('servings');
  const prep = field('prep-time');
  const cook = field('cooking-time');
  const minutes = { setValueAs: (raw: string | number) => optionalMinutesFromInput(String(raw)) };
  return (
    <div className="grid gap-4 sm:grid-cols-6">
      <div className="grid content-start gap-1.5 sm:col-span-4">
        <Label htmlFor={name.id}>Name</Label>
        <Input
          id={name.id}
          autoComplete="off"
          aria-required
          placeholder="e.g. Grandma's lemon cake"
          {...describedBy(name.errorId, errors.name?.message)}
          {...form.register('name')}
        />
        <FieldError id={name.errorId} message={errors.name?.message} />
      </div>
      <div className="grid content-start gap-1.5 sm:col-span-2">
        <Label htmlFor={cuisine.id}>Cuisine</Label>
        <Controller
          control={form.control}
          name="cuisine"
          render={({ field: control }) => (
            <ChoiceSelect
              id={cuisine.id}
              options={RECIPE_CUISINES}
              labelOf={optionLabel}
              placeholder="Choose a cuisine"
              value={control.value}
              onChange={control.onChange}
              onBlur={control.onBlur}
              triggerRef={control.ref}
            />
          )}
        />
        <FieldError id={cuisine.errorId} message={errors.cuisine?.message} />
      </div>
      <div className="grid content-start gap-1.5 sm:col-span-6">
        <Label htmlFor={description.id}>Description</Label>
        <Textarea
          id={description.id}
          rows={2}
          placeholder="What makes it good, when you cook it"
          {...describedBy(description.errorId, errors.description?.message)}
          {...form.register('description')}
        />
        <FieldError id={description.errorId} message={errors.description?.message} />
      </div>
      <div className="grid content-start gap-1.5 sm:col-span-2">
        <Label htmlFor={difficulty.id}>Difficulty</Label>
        <Controller
          control={form.control}
          name="difficulty"
          render={({ field: control }) => (
            <ChoiceSelect
              id={difficulty.id}
              options={DIFFICULTIES}
              labelOf={optionLabel}
              value={control.value}
              onChange={control.onChange}
              onBlur={control.onBlur}
              triggerRef={control.ref}
            />
          )}
        />
        <FieldError id={difficulty.errorId} message={errors.difficulty?.message} />
      </div>
      <div className="grid content-start gap-1.5 sm:col-span-2">
        <Label htmlFor={cookTime.id}>Cook time (minutes)</Label>
        <Input
          id={cookTime.id}
          inputMode="numeric"
          autoComplete="off"
          {...describedBy(cookTime.errorId, errors.cookTime?.message)}
          {...form.register('cookTime', { setValueAs: (raw) => cookTimeFromInput(String(raw)) })}
        />
        <FieldError id={cookTime.errorId} message={errors.cookTime?.message} />
      </div>
      <div className="grid content-start gap-1.5 sm:col-span-2">
        <Label htmlFor={servings.id}>Servings</Label>
        <Input
          id={servings.id}
          inputMode="numeric"
          autoComplete="off"
          {...describedBy(servings.errorId, errors.servings?.message)}
          {...form.register('servings', { setValueAs: (raw) => servingsFromInput(String(raw)) })}
        />
        <FieldError id={servings.errorId} message={errors.servings?.message} />
      </div>
      <div className="grid content-start gap-1.5 sm:col-span-3">
        <Label htmlFor={prep.id}>
          Prep (minutes) <span className="font-normal text-muted-foreground">optional</span>
        </Label>
        <Input
          id={prep.id}
          inputMode="numeric"
          autoComplete="off"
          {...describedBy(prep.errorId, errors.timeSplit?.prep?.message)}
          {...form.register('timeSplit.prep', minutes)}
        />
        <FieldError id={prep.errorId} message={errors.timeSplit?.prep?.message} />
      </div>
      <div className="grid content-start gap-1.5 sm:col-span-3">
        <Label htmlFor={cook.id}>
          Cooking (minutes) <span className="font-normal text-muted-foreground">optional</span>
        </Label>
        <Input
          id={cook.id}
          inputMode="numeric"
          autoComplete="off"
          {...describedBy(cook.errorId, errors.timeSplit?.cook?.message)}
          {...form.register('timeSplit.cook', minutes)}
        />
        <FieldError id={cook.errorId} message={errors.timeSplit?.cook?.message} />
      </div>
    </div>
  );
}
