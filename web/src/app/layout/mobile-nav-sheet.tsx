// The mobile menu's sheet, loaded when the menu first opens. Choosing a page closes the sheet
// and hands focus to the new page's heading; any other close hands it back to the Menu button.
import { type RefObject, useRef } from 'react';
import { NavLink } from 'react-router-dom';
import { Dialog, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { SheetContent } from '../../components/ui/sheet';
import { cn } from '../../lib/cn';
import { LogoMark } from './logo-mark';
import { navIcons } from './nav-icons';
import { navItems } from './nav-items';

interface MobileNavSheetProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  menuButton: RefObject<HTMLButtonElement | null>;
}

export function MobileNavSheet({ id, open, onOpenChange, menuButton }: MobileNavSheetProps) {
  const chosePage = useRef(false);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <SheetContent
        id={id}
        onCloseAutoFocus={(event) => {
          // The Menu button is ours, not a Radix Trigger, so Radix cannot hand focus back to it.
          event.preventDefault();
          if (!chosePage.current) {
            menuButton.current?.focus();
            return;
          }
          chosePage.current = false;
          document.querySelector<HTMLElement>('#main h1')?.focus();
        }}
      >
        <div className="flex items-center gap-3 pr-12">
          <LogoMark className="size-9" />
          <div>
            <DialogTitle className="text-lg">Mise</DialogTitle>
            <DialogDescription className="text-xs">Go to a page</DialogDescription>
          </div>
        </div>
        <nav aria-label="Main">
          <ul className="grid gap-1">
            {navItems.map(({ to, label }) => {
              const Icon = navIcons[to];
              return (
                <li key={to}>
                  <NavLink
                    to={to}
                    end={to === '/'}
                    onClick={() => {
                      chosePage.current = true;
                      onOpenChange(false);
                    }}
                    className={({ isActive }) =>
                      cn(
                        'focus-ring flex min-h-12 items-center gap-3 rounded-xl px-3 text-base font-semibold transition-colors',
                        isActive
                          ? 'bg-accent text-accent-foreground'
                          : 'text-foreground hover:bg-muted',
                      )
                    }
                  >
                    <Icon className="size-5 shrink-0" aria-hidden />
                    {label}
                  </NavLink>
                </li>
              );
            })}
          </ul>
        </nav>
      </SheetContent>
    </Dialog>
  );
}
