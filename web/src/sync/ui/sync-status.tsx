// The header's sync status: an icon (and, from the small breakpoint up, two short lines) in a
// box of fixed size, so changing state never moves the header; it opens a popover with the
// details, whose code loads when it first opens (lib/popup-trigger.ts). A sibling role="status"
// region announces state changes, never the ticking clock.
import { CloudAlert, CloudCheck, CloudOff, CloudUpload, Download } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Suspense, lazy, useId, useRef, useState } from 'react';
import { cn } from '../../lib/cn';
import { popupTriggerProps, useOpenedOnce } from '../../lib/popup-trigger';
import type { SyncViewKind } from '../status/sync-view';
import { useSyncState } from '../status/use-sync-data';
import { useSyncView } from '../status/use-sync-view';
import { useRejectedToasts } from './use-rejected-toasts';

const SyncDetailsPopover = lazy(async () => ({
  default: (await import('./sync-details-popover')).SyncDetailsPopover,
}));

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
  const opened = useOpenedOnce(open);
  const popoverId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const refused = rejected?.filter((said) => said.kind !== 'notice').length ?? 0;
  const { icon: Icon, tone } = looks[view.kind];

  return (
    <div className="flex">
      <span role="status" className="sr-only">
        {view.announcement}
      </span>
      <button
        ref={buttonRef}
        type="button"
        {...popupTriggerProps(open, popoverId)}
        onClick={() => setOpen((wasOpen) => !wasOpen)}
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
      </button>
      {opened && (
        <Suspense fallback={null}>
          <SyncDetailsPopover
            id={popoverId}
            open={open}
            onOpenChange={setOpen}
            anchor={buttonRef}
            view={view}
            lastSyncedAt={view.lastSyncedAt}
            rejected={rejected ?? []}
          />
        </Suspense>
      )}
    </div>
  );
}
