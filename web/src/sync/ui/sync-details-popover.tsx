// The sync status popover, loaded when it first opens. Its button lives in sync-status.tsx, not
// here as a Radix Trigger, so this does what Popover.Trigger would: anchors to the button,
// lets a press on the button toggle instead of counting as a click outside, and hands focus
// back to it on close unless the user has moved on (clicked or tabbed elsewhere).
import type { MutationError } from '@mise/sync/protocol';
import { Popover } from 'radix-ui';
import { type RefObject, useRef } from 'react';
import type { SyncView } from '../status/sync-view';
import { SyncDetails } from './sync-details';

interface SyncDetailsPopoverProps {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  anchor: RefObject<HTMLButtonElement | null>;
  view: SyncView;
  lastSyncedAt: string | undefined;
  rejected: MutationError[];
}

export function SyncDetailsPopover({
  id,
  open,
  onOpenChange,
  anchor,
  ...details
}: SyncDetailsPopoverProps) {
  const interactedOutside = useRef(false);

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange}>
      <Popover.Anchor virtualRef={anchor} />
      <Popover.Portal>
        <Popover.Content
          id={id}
          aria-label="Sync details"
          align="end"
          sideOffset={8}
          collisionPadding={16}
          className="shadow-soft z-50 w-[min(22rem,calc(100vw-2rem))] rounded-2xl border bg-card p-4 text-card-foreground data-[state=open]:animate-fade-in"
          onInteractOutside={(event) => {
            interactedOutside.current = true;
            const { target } = event;
            if (target instanceof Node && anchor.current?.contains(target)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (!interactedOutside.current) anchor.current?.focus();
            interactedOutside.current = false;
          }}
        >
          <SyncDetails {...details} onNavigate={() => onOpenChange(false)} />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
