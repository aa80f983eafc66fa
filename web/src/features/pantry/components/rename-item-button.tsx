// "Rename" on a pantry card: an icon button (its name read out) whose dialog's code loads on the
// first tap, not with the pantry grid.
import { type ComponentType, useRef, useState } from 'react';
import { Pencil } from 'lucide-react';
import type { PantryItem } from '@mise/domain/entities/pantry-item';
import { Button } from '../../../components/ui/button';
import type { RenameItemDialogProps } from './rename-item-dialog';

export function RenameItemButton({ item }: { item: PantryItem }) {
  const [Dialog, setDialog] = useState<ComponentType<RenameItemDialogProps>>();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const openDialog = () => {
    import('./rename-item-dialog').then(
      ({ RenameItemDialog }) => {
        setDialog(() => RenameItemDialog);
        setOpen(true);
      },
      (error: unknown) => console.error('The rename dialog did not load', error),
    );
  };

  return (
    <>
      <Button
        ref={buttonRef}
        variant="ghost"
        className="ml-auto px-2.5"
        aria-haspopup="dialog"
        onClick={openDialog}
      >
        <Pencil aria-hidden />
        <span className="sr-only">Rename {item.name}</span>
      </Button>
      {Dialog && <Dialog item={item} open={open} onOpenChange={setOpen} opener={buttonRef} />}
    </>
  );
}
