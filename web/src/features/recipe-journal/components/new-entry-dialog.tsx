// The New Entry form (spec §2, §3, §4): recipe, stars (5 to start with), date (today), occasion,
// cooking time, servings, notes, changes (one per line) and tags (comma separated). Save adds the
// entry on this device (it syncs later), says "{recipe} has been added to your journal", closes
// and starts a fresh form. What an entry cannot hold gets a message beside its field and the
// focus; nothing typed is lost. Closing with Escape, the backdrop or the X keeps the draft for
// next time; only Cancel discards it.
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { JournalFormPrefill } from '@mise/domain/journal-form';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { forgetPhotos } from '../../../db/photo-store';
import { useOneAtATime } from '../../../lib/use-one-at-a-time';
import { useToday } from '../../../lib/use-today';
import { addJournalEntry } from '../data/journal-actions';
import { type StartingRecipe, recipeIdFor } from '../utils/recipe-id-for';
import { useRecipeNames } from '../data/journal-entries';
import { useJournalForm } from '../data/use-journal-form';
import { PhotoPicker } from './photo-picker';
import { StarRatingInput } from './star-rating-input';

/** What the form starts from when "Add to journal" (or a link) opened it. */
export interface NewEntryStart {
  readonly recipe?: StartingRecipe | undefined;
  readonly prefill: JournalFormPrefill;
}

interface NewEntryDialogProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** A new start replaces the draft; the same one keeps it. */
  start: NewEntryStart | undefined;
  /** The page's buttons open it (not a Radix trigger), so the focus is handed back here. */
  returnFocus: () => void;
}

export function NewEntryDialog({
  id,
  open,
  onOpenChange,
  start,
  returnFocus,
}: NewEntryDialogProps) {
  const today = useToday();
  const form = useJournalForm(today);
  const recipes = useRecipeNames();
  const once = useOneAtATime();
  const recipeList = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // The last start taken in, and the recipe the form is about until it is saved or cancelled.
  const [takenStart, setTakenStart] = useState<NewEntryStart>();
  const [startingRecipe, setStartingRecipe] = useState<StartingRecipe>();
  const [refused, setRefused] = useState(0);
  // Ids of the photos taken for this entry, already kept on the device.
  const [photos, setPhotos] = useState<readonly string[]>([]);
  const { startFresh } = form;

  // A new start (another "Add to journal") replaces whatever was in the form.
  if (start && start !== takenStart) {
    setTakenStart(start);
    setStartingRecipe(start.recipe);
    startFresh(today, start.prefill);
  }

  // After a refused save, the first field with a message (in screen order) gets the focus.
  useEffect(() => {
    if (refused > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refused]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void once(async () => {
      const result = form.check();
      if (!result.ok) {
        setRefused((count) => count + 1);
        return;
      }
      const starting = startingRecipe;
      const saved = await addJournalEntry(
        result.entry,
        (entryId) => recipeIdFor(result.entry.recipeName, starting, recipes, entryId),
        photos,
      );
      if (!saved) return;
      startFresh(today);
      setStartingRecipe(undefined);
      setPhotos([]);
      // Saving woke sync, which uploads the entry's photos (sync/photo-uploads.ts).
      onOpenChange(false);
    });
  };
  const cancel = () => {
    startFresh(today);
    setStartingRecipe(undefined);
    void forgetPhotos(photos);
    setPhotos([]);
    onOpenChange(false);
  };
  const removePhoto = (photo: string) => {
    setPhotos((current) => current.filter((kept) => kept !== photo));
    void forgetPhotos([photo]);
  };

  const { values, errors } = form;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent id={id} className="max-w-2xl" returnFocus={returnFocus}>
        <DialogHeader>
          <DialogTitle>New Entry</DialogTitle>
          <DialogDescription>
            Write down a dish you cooked: how it turned out, what you changed, who it was for.
          </DialogDescription>
        </DialogHeader>
        <form
          ref={formRef}
          noValidate
          onSubmit={submit}
          aria-label="New journal entry"
          className="grid gap-4"
        >
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Recipe" error={errors.recipeName} className="sm:col-span-2">
              {(control) => (
                <>
                  <Input
                    {...control}
                    aria-required
                    autoComplete="off"
                    list={recipeList}
                    placeholder="e.g. Shakshuka"
                    value={values.recipeName}
                    onChange={(event) => form.set('recipeName', event.target.value)}
                  />
                  <datalist id={recipeList}>
                    {recipes.map((recipe) => (
                      <option key={recipe.id} value={recipe.name} />
                    ))}
                  </datalist>
                </>
              )}
            </FormField>
            <div className="sm:col-span-2">
              <StarRatingInput
                value={values.rating}
                onChange={(rating) => form.set('rating', rating)}
              />
            </div>
            <FormField label="Date" error={errors.date}>
              {(control) => (
                <Input
                  {...control}
                  type="date"
                  value={values.date}
                  onChange={(event) => form.set('date', event.target.value)}
                />
              )}
            </FormField>
            <FormField label="Occasion" hint="Optional" error={errors.occasion}>
              {(control) => (
                <Input
                  {...control}
                  autoComplete="off"
                  placeholder="e.g. Sunday brunch"
                  value={values.occasion}
                  onChange={(event) => form.set('occasion', event.target.value)}
                />
              )}
            </FormField>
            <FormField label="Cooking time (minutes)" hint="Optional" error={errors.cookingTime}>
              {(control) => (
                <Input
                  {...control}
                  inputMode="numeric"
                  autoComplete="off"
                  value={values.cookingTime}
                  onChange={(event) => form.set('cookingTime', event.target.value)}
                />
              )}
            </FormField>
            <FormField label="Servings" hint="Blank counts as 1" error={errors.servings}>
              {(control) => (
                <Input
                  {...control}
                  inputMode="numeric"
                  autoComplete="off"
                  value={values.servings}
                  onChange={(event) => form.set('servings', event.target.value)}
                />
              )}
            </FormField>
            <FormField label="Notes" className="sm:col-span-2">
              {(control) => (
                <Textarea
                  {...control}
                  rows={3}
                  placeholder="How did it turn out?"
                  value={values.notes}
                  onChange={(event) => form.set('notes', event.target.value)}
                />
              )}
            </FormField>
            <FormField label="Changes I made" hint="One per line" className="sm:col-span-2">
              {(control) => (
                <Textarea
                  {...control}
                  rows={3}
                  placeholder={'Added chili flakes\nUsed half the sugar'}
                  value={values.modifications}
                  onChange={(event) => form.set('modifications', event.target.value)}
                />
              )}
            </FormField>
            <div className="sm:col-span-2">
              <PhotoPicker
                photos={photos}
                onAdd={(added) => setPhotos((current) => [...current, ...added])}
                onRemove={removePhoto}
              />
            </div>
            <FormField label="Tags" hint="Separate tags with commas" className="sm:col-span-2">
              {(control) => (
                <Input
                  {...control}
                  autoComplete="off"
                  placeholder="e.g. brunch, eggs, one pan"
                  value={values.tags}
                  onChange={(event) => form.set('tags', event.target.value)}
                />
              )}
            </FormField>
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={cancel}>
              Cancel
            </Button>
            <Button type="submit">Save Entry</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
