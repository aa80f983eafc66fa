// "Rename" on a pantry card, loaded the first time it opens. An item scanned from a barcode that
// no one knew ("Product 1467") is named here, and that also names the product for the household
// (renamePantryItem), so the next scan of the code is named, offline too.
import { type FormEvent, type RefObject, useState } from 'react';
import type { PantryItem } from '@mise/domain/entities/pantry-item';
import { pantryItemFields } from '@mise/domain/entities/pantry-item';
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
import { renamePantryItem } from '../data/pantry-actions';

export interface RenameItemDialogProps {
  item: PantryItem;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  opener: RefObject<HTMLButtonElement | null>;
}

export function RenameItemDialog({ item, open, onOpenChange, opener }: RenameItemDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent returnFocus={() => opener.current?.focus()}>
        <DialogHeader>
          <DialogTitle>Rename {item.name}</DialogTitle>
          <DialogDescription>
            {item.barcode === undefined
              ? 'Give this item the name you know it by.'
              : 'Give this product the name you know it by. Its barcode will be named this way on every device of your household, offline too.'}
          </DialogDescription>
        </DialogHeader>
        {/* Radix unmounts this when the dialog closes, so every opening starts from the name. */}
        <RenameForm item={item} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function RenameForm({ item, onDone }: { item: PantryItem; onDone: () => void }) {
  const [name, setName] = useState(item.name);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = pantryItemFields.name.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Name is required');
      return;
    }
    if (parsed.data === item.name) return onDone();
    setSaving(true);
    // A refused write has said why in its toast; the dialog stays open to try again.
    if (await renamePantryItem(item, parsed.data)) onDone();
    else setSaving(false);
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      <FormField label="Name" error={error}>
        {(control) => (
          <Input
            {...control}
            value={name}
            onChange={(event) => {
              setName(event.target.value);
              setError(undefined);
            }}
            autoComplete="off"
            enterKeyHint="done"
          />
        )}
      </FormField>
      <DialogFooter>
        <Button type="submit" disabled={saving}>
          Save
        </Button>
      </DialogFooter>
    </form>
  );
}
