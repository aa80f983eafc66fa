// The navigation on small screens: a Menu button opening a sheet (a Radix Dialog, so focus is
// trapped inside and Escape closes it). Choosing a page closes the sheet and hands focus to the
// new page's heading instead of back to the Menu button.
import { useRef, useState } from 'react';
import { Menu } from 'lucide-react';
import { NavLink } from 'react-router-dom';
import { Button } from '../../components/ui/button';
import { Dialog, DialogDescription, DialogTitle, DialogTrigger } from '../../components/ui/dialog';
import { SheetContent } from '../../components/ui/sheet';
import { cn } from '../../lib/cn';
import { LogoMark } from './logo-mark';
import { navItems } from './nav-items';

export function MobileNav({ className }: { className?: string }) {
  const [open, setOpen] = useState(false);
  const chosePage = useRef(false);

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" className={cn('px-4', className)}>
          <Menu aria-hidden />
          Menu
        </Button>
      </DialogTrigger>
      <SheetContent
        onCloseAutoFocus={(event) => {
          if (!chosePage.current) return;
          chosePage.current = false;
          event.preventDefault();
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
            {navItems.map(({ to, label, icon: Icon }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={to === '/'}
                  onClick={() => {
                    chosePage.current = true;
                    setOpen(false);
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
            ))}
          </ul>
        </nav>
      </SheetContent>
    </Dialog>
  );
}
