// What an empty recipe list says (spec §2): a title, a line of help and, where there is one, the
// action that fills it. A status, so a screen reader hears it when a search empties the list.
import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

interface SharingEmptyStateProps {
  icon: LucideIcon;
  title: string;
  hint: string;
  action?: ReactNode;
}

export function SharingEmptyState({ icon: Icon, title, hint, action }: SharingEmptyStateProps) {
  return (
    <div
      role="status"
      className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-input/60 px-6 py-10 text-center"
    >
      <span className="grid size-12 place-items-center rounded-2xl bg-accent text-accent-foreground">
        <Icon className="size-6" strokeWidth={1.75} aria-hidden />
      </span>
      <p className="font-display text-lg font-semibold">{title}</p>
      <p className="max-w-sm text-sm text-pretty text-muted-foreground">{hint}</p>
      {action}
    </div>
  );
}
