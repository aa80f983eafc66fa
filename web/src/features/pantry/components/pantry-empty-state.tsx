// What an empty pantry shows: a short invitation and the button that opens the add form for the
// first item (spec §4 "first-item button").
import type { Ref } from 'react';
import { PackageOpen, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button';

interface PantryEmptyStateProps {
  onAdd: () => void;
  buttonRef: Ref<HTMLButtonElement>;
}

export function PantryEmptyState({ onAdd, buttonRef }: PantryEmptyStateProps) {
  return (
    <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-input/60 px-6 py-10 text-center">
      <span className="grid size-12 place-items-center rounded-2xl bg-accent text-accent-foreground">
        <PackageOpen className="size-6" strokeWidth={1.75} aria-hidden />
      </span>
      <p className="font-display text-lg font-semibold">Your pantry is empty</p>
      <p className="max-w-sm text-sm text-pretty text-muted-foreground">
        Add what is in your fridge, freezer and cupboards, and see at a glance what to use first.
      </p>
      <Button ref={buttonRef} onClick={onAdd} className="mt-2">
        <Plus aria-hidden />
        Add your first item
      </Button>
    </div>
  );
}
