// The create-recipe form's state (react-hook-form), checked by the domain's own schema so §5's
// messages appear word for word, starting from §5's defaults with "Share with community" set by
// the household's privacy default (§6). `fillFrom` puts a recipe found elsewhere (an imported
// web page) into the form, rows and all, around whatever the cook has typed: a field or a list
// of rows the cook touched stays theirs (issue 23: an import used to wipe it).
import { useCallback } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type RecipeCreateRequest,
  type RecipeCreateRequestInput,
  recipeCreateRequestSchema,
} from '@mise/domain/api/recipes';
import { type RecipeFormDraft, recipeFormDefaults, recipeFormFromDraft } from '@mise/domain/forms';
import type { RecipePrivacy } from '@mise/domain/options';

export type RecipeFormMethods = UseFormReturn<
  RecipeCreateRequestInput,
  unknown,
  RecipeCreateRequest
>;

export interface RecipeForm {
  readonly form: RecipeFormMethods;
  /** Back to a fresh form (after a save, or Cancel). */
  readonly startFresh: () => void;
  /**
   * The form filled from a draft: its fields over the defaults, its rows instead of the empty
   * ones, except where the cook typed. Says whether anything typed was kept.
   */
  readonly fillFrom: (draft: RecipeFormDraft) => { keptTyped: boolean };
}

export function useRecipeForm(privacy: RecipePrivacy): RecipeForm {
  const form = useForm<RecipeCreateRequestInput, unknown, RecipeCreateRequest>({
    resolver: zodResolver(recipeCreateRequestSchema),
    defaultValues: recipeFormDefaults(privacy),
    // A message appears on submit, then follows the field as it is corrected.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const startFresh = useCallback(() => form.reset(recipeFormDefaults(privacy)), [form, privacy]);
  const fillFrom = useCallback(
    (draft: RecipeFormDraft) => {
      const typed = typedFields(form);
      const imported = recipeFormFromDraft(draft, privacy);
      const current = form.getValues();
      const merged = { ...imported };
      for (const field of typed) Object.assign(merged, { [field]: current[field] });
      // Typed fields stay marked as typed, so a second import keeps them too.
      form.reset(merged, { keepDirty: true });
      return { keptTyped: typed.length > 0 };
    },
    [form, privacy],
  );
  return { form, startFresh, fillFrom };
}

/** The fields the cook has changed; a list of rows counts as one field. */
function typedFields(form: RecipeFormMethods): (keyof RecipeCreateRequestInput)[] {
  const dirty = form.formState.dirtyFields;
  const touched = (value: unknown): boolean =>
    value === true ||
    (typeof value === 'object' && value !== null && Object.values(value).some(touched));
  return (Object.keys(dirty) as (keyof RecipeCreateRequestInput)[]).filter((field) =>
    touched(dirty[field]),
  );
}
