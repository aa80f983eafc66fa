// The pantry add form (spec §4, §5): name, where it is kept, how many, the unit and an optional
// expiry date. A blank name blocks the save with a message tied to the field; a saved item is
// written locally at once (offline too). The section shows and hides the form; it opens on the
// defaults every time, so a save leaves nothing behind for the next item. A whole line typed as
// the name ("2 lb chicken thighs") is split into its fields (lib/typed-line.ts).
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { PantryCategory } from '@mise/domain/options';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { withTypedLine } from '../../../lib/typed-line';
import { addPantryItem } from '../data/pantry-actions';
import {
  type PantryDraft,
  type PantryDraftErrors,
  pantryDraftDefaults,
  pantryItemFromDraft,
} from '../utils/pantry-draft';
import { CategorySelect } from './category-select';

// Suggestions only: any unit may be typed.
const COMMON_UNITS = 'piece g kg ml l cup tbsp tsp lb oz can jar bottle pack bunch'.split(' ');

function withoutError(errors: PantryDraftErrors, field: keyof PantryDraft): PantryDraftErrors {
  const next = { ...errors };
  if (field === 'name' || field === 'quantity' || field === 'expirationDate') delete next[field];
  return next;
}

export interface PantryAddFormProps {
  onSaved: (item: { id: string; name: string; category: PantryCategory }) => void;
  onCancel: () => void;
  /** What the form opens with instead of the defaults (a voice transcript, parsed). */
  initialDraft?: PantryDraft | undefined;
}

export function PantryAddForm({ onSaved, onCancel, initialDraft }: PantryAddFormProps) {
  const headingId = useId();
  const unitListId = useId();
  const [draft, setDraft] = useState<PantryDraft>(() => initialDraft ?? pantryDraftDefaults());
  const [errors, setErrors] = useState<PantryDraftErrors>({});
  const [saving, setSaving] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const quantityRef = useRef<HTMLInputElement>(null);
  const dateRef = useRef<HTMLInputElement>(null);

  // The form appears because someone asked for it: put them in its first field.
  useEffect(() => nameRef.current?.focus(), []);

  const edit = <Field extends keyof PantryDraft>(field: Field, value: PantryDraft[Field]) => {
    setDraft((current) => ({ ...current, [field]: value }));
    // A message about the old value would now be wrong.
    setErrors((current) => withoutError(current, field));
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const read = await withTypedLine(draft, pantryDraftDefaults());
    if (read !== draft) setDraft(read);
    const result = pantryItemFromDraft(read, {
      id: crypto.randomUUID(),
      addedAt: new Date().toISOString(),
    });
    if (!result.ok) {
      setErrors(result.errors);
      const firstInvalid = result.errors.name
        ? nameRef
        : result.errors.quantity
          ? quantityRef
          : dateRef;
      firstInvalid.current?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    const saved = await addPantryItem(result.item);
    setSaving(false);
    if (saved) {
      setDraft(pantryDraftDefaults());
      const { id, name, category } = result.item;
      onSaved({ id, name, category });
    }
  };

  return (
    <form
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => void submit(event)}
      className="grid gap-5 rounded-2xl border bg-background p-4 sm:p-6"
    >
      <h3 id={headingId} className="font-display text-lg font-semibold">
        Add an item
      </h3>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-12">
        <FormField label="Name" error={errors.name} className="col-span-2 lg:col-span-3">
          {(control) => (
            <Input
              {...control}
              ref={nameRef}
              name="name"
              autoComplete="off"
              aria-required
              placeholder="e.g. Milk"
              value={draft.name}
              onChange={(event) => edit('name', event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Category" className="col-span-2">
          {(control) => (
            <CategorySelect
              {...control}
              value={draft.category}
              onChange={(category) => edit('category', category)}
            />
          )}
        </FormField>
        <FormField label="Quantity" error={errors.quantity} className="lg:col-span-2">
          {(control) => (
            <Input
              {...control}
              ref={quantityRef}
              name="quantity"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={draft.quantity}
              onChange={(event) => edit('quantity', event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Unit" className="lg:col-span-2">
          {(control) => (
            <>
              <Input
                {...control}
                name="unit"
                list={unitListId}
                autoComplete="off"
                value={draft.unit}
                onChange={(event) => edit('unit', event.target.value)}
              />
              <datalist id={unitListId}>
                {COMMON_UNITS.map((unit) => (
                  <option key={unit} value={unit} />
                ))}
              </datalist>
            </>
          )}
        </FormField>
        <FormField
          label="Expiry date"
          hint="Optional"
          error={errors.expirationDate}
          className="col-span-2 lg:col-span-3"
        >
          {(control) => (
            <Input
              {...control}
              ref={dateRef}
              name="expirationDate"
              type="date"
              value={draft.expirationDate}
              onChange={(event) => edit('expirationDate', event.target.value)}
            />
          )}
        </FormField>
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        {/* Not disabled while saving: that would drop the focus if the save fails. */}
        <Button type="submit">Save item</Button>
      </div>
    </form>
  );
}
