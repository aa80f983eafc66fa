// Adds a line to the grocery list by hand: name (required), quantity (1), unit (piece) and an
// estimated price typed in dollars, stored in cents (blank = $0.00). A whole line typed as the
// name ("2 lb chicken thighs") is split into its fields (lib/typed-line.ts). The form stays open and
// returns to the name field after each line, the way a shopping list is written.
import { type FormEvent, useId, useRef, useState } from 'react';
import { Plus } from 'lucide-react';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { withTypedLine } from '../../../lib/typed-line';
import { addGroceryItem } from '../data/grocery-actions';
import {
  type GroceryDraft,
  type GroceryDraftErrors,
  groceryDraftDefaults,
  groceryItemFromDraft,
} from '../utils/grocery-draft';

interface GroceryAddFormProps {
  onAdded: (name: string) => void;
}

export function GroceryAddForm({ onAdded }: GroceryAddFormProps) {
  const headingId = useId();
  const [draft, setDraft] = useState<GroceryDraft>(groceryDraftDefaults);
  const [errors, setErrors] = useState<GroceryDraftErrors>({});
  const [saving, setSaving] = useState(false);
  const refs = {
    name: useRef<HTMLInputElement>(null),
    quantity: useRef<HTMLInputElement>(null),
    price: useRef<HTMLInputElement>(null),
  };

  const edit = (field: keyof GroceryDraft, value: string) => {
    setDraft((current) => ({ ...current, [field]: value }));
    // A message about the old value would now be wrong.
    setErrors((current) => {
      const next = { ...current };
      if (field !== 'unit') delete next[field];
      return next;
    });
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const read = await withTypedLine(draft, groceryDraftDefaults());
    if (read !== draft) setDraft(read);
    const result = groceryItemFromDraft(read, {
      id: crypto.randomUUID(),
      createdAt: new Date().toISOString(),
    });
    if (!result.ok) {
      setErrors(result.errors);
      const first = (['name', 'quantity', 'price'] as const).find((field) => result.errors[field]);
      if (first) refs[first].current?.focus();
      return;
    }
    setErrors({});
    setSaving(true);
    const added = await addGroceryItem(result.item);
    setSaving(false);
    if (added) {
      setDraft(groceryDraftDefaults());
      refs.name.current?.focus();
      onAdded(result.item.name);
    }
  };

  return (
    <form noValidate aria-labelledby={headingId} onSubmit={(event) => void submit(event)}>
      <h4 id={headingId} className="sr-only">
        Add to the grocery list
      </h4>
      <div className="grid grid-cols-3 gap-3 sm:grid-cols-[minmax(0,2fr)_repeat(3,minmax(0,1fr))_auto]">
        <FormField label="Item" error={errors.name} className="col-span-3 sm:col-span-1">
          {(control) => (
            <Input
              {...control}
              ref={refs.name}
              name="name"
              autoComplete="off"
              aria-required
              placeholder="e.g. Eggs"
              value={draft.name}
              onChange={(event) => edit('name', event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Quantity" error={errors.quantity}>
          {(control) => (
            <Input
              {...control}
              ref={refs.quantity}
              name="quantity"
              type="number"
              inputMode="decimal"
              min={0}
              step="any"
              value={draft.quantity}
              onChange={(event) => edit('quantity', event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Unit">
          {(control) => (
            <Input
              {...control}
              name="unit"
              autoComplete="off"
              value={draft.unit}
              onChange={(event) => edit('unit', event.target.value)}
            />
          )}
        </FormField>
        <FormField label="Price ($)" error={errors.price}>
          {(control) => (
            <Input
              {...control}
              ref={refs.price}
              name="price"
              inputMode="decimal"
              autoComplete="off"
              placeholder="0.00"
              value={draft.price}
              onChange={(event) => edit('price', event.target.value)}
            />
          )}
        </FormField>
        {/* The empty label row keeps the button level with the inputs on wide screens. */}
        <div className="col-span-3 grid content-start gap-1.5 sm:col-span-1">
          <span aria-hidden className="hidden text-sm sm:block">
            &nbsp;
          </span>
          {/* Not disabled while saving: that would drop the focus if the save fails. */}
          <Button type="submit" className="w-full">
            <Plus aria-hidden />
            Add to list
          </Button>
        </div>
      </div>
    </form>
  );
}
