// The header's sync status: an icon (and, from the small breakpoint up, two short lines) in a
// box of fixed size, so changing state never moves the header; it opens a popover with the
// details. A sibling role="status" region announces state changes, never the ticking clock.
import { CloudAlert, CloudCheck, CloudOff, CloudUpload, Download } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useState } from 'react';
import { cn } from '../../lib/cn';
import type { SyncViewKind } from '../status/sync-view';
import { useSyncState } from '../status/use-sync-data';
import { useSyncView } from '../status/use-sync-view';
import { SyncDetails } from './sync-details';
import { useRejectedToasts } from './use-rejected-toasts';

const looks: Record<SyncViewKind, { icon: LucideIcon; tone: string }> = {
  synced: { icon: CloudCheck, tone: 'text-primary' },
  syncing: { icon: CloudUpload, tone: 'text-primary' },
  offline: { icon: CloudOff, tone: 'bg-spice-soft text-spice' },
  'signed-out': { icon: CloudAlert, tone: 'bg-spice-soft text-spice' },
  'update-required': { icon: Download, tone: 'bg-accent text-accent-foreground' },
};

export function SyncStatus() {
  const view = useSyncView();
  const rejected = useSyncState()?.rejected;
  useRejectedToasts(rejected);
  const [open, setOpen] = useState(false);
  const refused = rejected?.length ?? 0;
  const { icon: Icon, tone } = looks[view.kind];

  return (
    <div className="flex">
      <span role="status" className="sr-only">
        {view.announcement}
      </span>
      <Popover.Root open={open} onOpenChange={setOpen}>
        <Popover.Trigger
          aria-label={`Sync status: ${view.label}, ${view.sublabel}${refused > 0 ? `. Not saved: ${refused}` : ''}`}
          className={cn(
            'focus-ring inline-flex size-11 shrink-0 items-center gap-2 rounded-xl transition-colors hover:bg-muted',
            'justify-center sm:w-40 sm:justify-start sm:px-3',
            tone,
          )}
        >
          <span className="relative shrink-0">
            <Icon className="size-5" aria-hidden />
            {refused > 0 && (
              <span
                aria-hidden
                className="absolute -top-1 -right-1 size-2.5 rounded-full bg-destructive ring-2 ring-background"
              />
            )}
          </span>
          <span aria-hidden className="hidden min-w-0 text-left leading-tight sm:grid">
            <span className="truncate text-sm font-semibold">{view.label}</span>
            <span className="truncate text-xs opacity-90">{view.sublabel}</span>
          </span>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content
            aria-label="Sync details"
            align="end"
            sideOffset={8}
            collisionPadding={16}
            className="shadow-soft z-50 w-[min(22rem,calc(100vw-2rem))] rounded-2xl border bg-card p-4 text-card-foreground data-[state=open]:animate-fade-in"
          >
            <SyncDetails
              view={view}
              lastSyncedAt={view.lastSyncedAt}
              rejected={rejected ?? []}
              onNavigate={() => setOpen(false)}
            />
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
    </div>
  );
}
