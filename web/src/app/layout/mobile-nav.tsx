// The navigation on small screens: a Menu button opening a sheet (a Radix Dialog, so focus is
// trapped inside and Escape closes it). The sheet's code loads when it first opens; the button
// is on the page from the start (lib/popup-trigger.ts).
import { Suspense, lazy, useId, useRef, useState } from 'react';
import { Menu } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { popupTriggerProps, useOpenedOnce } from '../../lib/popup-trigger';

const MobileNavSheet = lazy(async () => ({
  default: (await import('./mobile-nav-sheet')).MobileNavSheet,
}));

export function MobileNav({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  const sheetId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={buttonRef}
        variant="outline"
        className={cn('px-4', className)}
        {...popupTriggerProps(open, sheetId)}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
      >
        <Menu aria-hidden />
        Menu
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <MobileNavSheet id={sheetId} open={open} onOpenChange={setOpen} menuButton={buttonRef} />
        </Suspense>
      )}
    </>
  );
}
