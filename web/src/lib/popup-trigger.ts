// A button that opens a popup (a dialog, a popover) whose code loads the first time it opens.
// The button is ours, not the library's Trigger, so it is on the page from the first paint and
// never swapped (swapping would drop the keyboard focus); it carries the same ARIA state.
import { useState } from 'react';

export interface PopupTriggerProps {
  'aria-haspopup': 'dialog';
  'aria-expanded': boolean;
  'aria-controls': string | undefined;
  'data-state': 'open' | 'closed';
}

/** What Radix's Dialog and Popover triggers say about their popup, for our own button. */
export function popupTriggerProps(open: boolean, popupId: string): PopupTriggerProps {
  return {
    'aria-haspopup': 'dialog',
    'aria-expanded': open,
    'aria-controls': open ? popupId : undefined,
    'data-state': open ? 'open' : 'closed',
  };
}

/**
 * True from the first time `open` is true: the popup is rendered from then on, so closing it
 * plays its exit animation and hands focus back instead of simply vanishing.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
