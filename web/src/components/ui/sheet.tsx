// Sheet: a dialog that slides in from the right edge (Radix Dialog); the mobile menu uses it.
// Pair it with Dialog, DialogTrigger, DialogTitle and DialogDescription from dialog.tsx.
import type { ComponentProps } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';
import { DialogCloseButton, DialogOverlay, DialogPortal } from './dialog';

export function SheetContent({
  className,
  children,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content>) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-y-0 right-0 z-50 flex h-dvh w-[min(22rem,88vw)] flex-col gap-4 overflow-y-auto border-l bg-background p-5 text-foreground shadow-2xl',
          'pb-[max(1.25rem,env(safe-area-inset-bottom))]',
          'data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in',
          className,
        )}
        {...props}
      >
        {children}
        <DialogCloseButton />
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}
