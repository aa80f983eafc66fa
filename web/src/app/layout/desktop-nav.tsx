// The top navigation on wide screens: every destination as a pill; the current one is marked
// with aria-current="page" (NavLink does that) and a filled style.
import { NavLink } from 'react-router-dom';
import { cn } from '../../lib/cn';
import { navItems } from './nav-items';

export function DesktopNav({ className }: { className?: string }) {
  return (
    <nav aria-label="Main" className={className}>
      <ul className="flex items-center gap-1">
        {navItems.map(({ to, label }) => (
          <li key={to}>
            <NavLink
              to={to}
              end={to === '/'}
              className={({ isActive }) =>
                cn(
                  'focus-ring inline-flex min-h-11 items-center rounded-full px-3.5 text-sm font-semibold whitespace-nowrap transition-colors',
                  isActive
                    ? 'bg-accent text-accent-foreground'
                    : 'text-muted-foreground hover:bg-muted hover:text-foreground',
                )
              }
            >
              {label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
