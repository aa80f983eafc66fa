// The Create Recipe dialog (spec §2, §4, §5): the form, checked by the domain's schema with §5's
// messages under their fields and the focus on the first one to fix; Cancel and Create Recipe
// ("Creating..." while it saves). A saved recipe closes the dialog with a fresh form for next
// time; a failure keeps everything typed. Closing with Escape or the X keeps the draft too; only
// Cancel discards it. Loaded on first open (components/create-recipe-launcher.tsx).
import { type FormEvent, useId, useLayoutEffect } from 'react';
import { Skeleton } from '../../../components/ui/skeleton';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Label } from '../../../components/ui/label';
import { usePreferences } from '../../../lib/preferences';
import { type CreatedRecipe, createRecipe } from '../data/create-recipe';
import { ImportFromPage } from '../import/import-from-page';
import { IngredientRows } from './ingredient-rows';
import { InstructionRows } from './instruction-rows';
import { RecipeBasics } from './recipe-basics';
import { useRecipeForm } from './use-recipe-form';

interface CreateRecipeDialogProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (created: CreatedRecipe) => void;
  /** The page's buttons open it (not a Radix trigger), so the focus is handed back here. */
  returnFocus: () => void;
  /** A recipe page shared to Mise, imported as the dialog opens. */
  sharedAddress?: string;
}

export function CreateRecipeDialog({
  id,
  open,
  onOpenChange,
  onCreated,
  returnFocus,
  sharedAddress,
}: CreateRecipeDialogProps) {
  const privacy = usePreferences()?.recipePrivacyDefault;
  const recipeForm = useRecipeForm(privacy ?? 'private');
  const { form, startFresh } = recipeForm;
  const { isSubmitting } = form.formState;

  // An untouched "Share with community" box follows the privacy default as it is now (it may
  // have changed in Settings since the form was made); before the first paint, so the box never
  // flips in view. Only the box: the rest of the form, typed or imported, is never reset here.
  useLayoutEffect(() => {
    if (!open || privacy === undefined || form.getFieldState('isShared').isDirty) return;
    form.resetField('isShared', { defaultValue: privacy === 'public' });
  }, [open, privacy, form]);

  const save = form.handleSubmit(async (request) => {
    const created = await createRecipe(request);
    if (!created) return;
    startFresh();
    onCreated(created);
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (isSubmitting) {
      event.preventDefault();
      return;
    }
    void save(event);
  };
  const cancel = () => {
    startFresh();
    onOpenChange(false);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent id={id} className="max-w-2xl" returnFocus={returnFocus}>
        <DialogHeader>
          <DialogTitle>Create Recipe</DialogTitle>
          <DialogDescription>
            Write down a recipe for your household. Tick “Share with community” to let every cook
            find it.
          </DialogDescription>
        </DialogHeader>
        <ImportFromPage
          key={sharedAddress}
          onImported={recipeForm.fillFrom}
          sharedAddress={sharedAddress}
        />
        {privacy === undefined ? (
          <div role="status" aria-label="Loading the form">
            <Skeleton className="h-96 w-full" />
          </div>
        ) : (
          <RecipeFormBody
            form={recipeForm.form}
            submitting={isSubmitting}
            onSubmit={submit}
            onCancel={cancel}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

interface RecipeFormBodyProps {
  form: ReturnType<typeof useRecipeForm>['form'];
  submitting: boolean;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
}

function RecipeFormBody({ form, submitting, onSubmit, onCancel }: RecipeFormBodyProps) {
  const id = useId();
  return (
    <form noValidate onSubmit={onSubmit} aria-label="New recipe" className="grid gap-6">
      <RecipeBasics form={form} />
      <IngredientRows form={form} errorId={`${id}-ingredients-error`} />
      <InstructionRows form={form} errorId={`${id}-instructions-error`} />
      <div className="flex items-center gap-3">
        <Checkbox id={`${id}-shared`} {...form.register('isShared')} />
        <Label htmlFor={`${id}-shared`}>Share with community</Label>
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        {/* Not disabled while saving: that would drop the focus if the save fails. */}
        <Button type="submit" aria-disabled={submitting || undefined}>
          {submitting ? 'Creating...' : 'Create Recipe'}
        </Button>
      </DialogFooter>
    </form>
  );
}
