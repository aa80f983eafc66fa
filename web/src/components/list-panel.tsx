// A titled list in a panel of its own (the home page's Pantry Items and Available Recipes, §2):
// a count badge beside the title and a body that scrolls on its own past 400 px. The scrolling
// body can take focus, so the keyboard can scroll it too; it is the named region, so a screen
// reader's landmarks list each list once. Rows are drawn only near the panel's view, so a list
// of hundreds costs what a screenful does.
import { type ReactNode, type RefObject, useId, useRef } from 'react';
import type { LucideIcon } from 'lucide-react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { observeRectAfterLayout, scrollAfterLayout } from '../lib/virtualizer-after-layout';
import { Badge } from './ui/badge';

/** The panel's `max-h-[400px]`, for the first render, before anything is measured. */
const PANEL_MAX_PX = 400;

export interface ListRows {
  count: number;
  /** Every row is this tall, so nothing needs measuring. */
  rowHeight: number;
  keyOf: (index: number) => string;
  render: (index: number) => ReactNode;
}

interface ListPanelProps {
  title: string;
  icon: LucideIcon;
  /** Undefined while the list loads: no badge yet. */
  count: number | undefined;
  /** The rows; without them, `children` (a loading or empty state) fills the panel. */
  rows?: ListRows | undefined;
  children?: ReactNode;
}

export function ListPanel({ title, icon: Icon, count, rows, children }: ListPanelProps) {
  const headingId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  return (
    <div className="shadow-soft grid min-w-0 content-start gap-3 rounded-3xl border bg-card p-4 sm:p-5">
      <h2 id={headingId} className="flex items-center gap-2 font-display text-xl font-semibold">
        <Icon className="size-5 text-primary" aria-hidden />
        {title}
        {count !== undefined && (
          <Badge variant="accent" className="font-sans">
            {count}
          </Badge>
        )}
      </h2>
      <div
        ref={panelRef}
        tabIndex={0}
        role="region"
        aria-labelledby={headingId}
        className="focus-ring max-h-[400px] min-w-0 overflow-y-auto overscroll-contain rounded-xl"
      >
        {rows ? <VirtualRows panelRef={panelRef} {...rows} /> : children}
      </div>
    </div>
  );
}

function VirtualRows({
  panelRef,
  count,
  rowHeight,
  keyOf,
  render,
}: ListRows & { panelRef: RefObject<HTMLDivElement | null> }) {
  // We do not compile with React Compiler; the virtualiser re-renders this component itself.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => panelRef.current,
    estimateSize: () => rowHeight,
    getItemKey: keyOf,
    // One row past each edge: rows are a fixed height and cheap to add as the panel scrolls,
    // and each extra row was drawn in the first render of the home page for nobody to see.
    overscan: 1,
    initialRect: { width: 0, height: PANEL_MAX_PX },
    observeElementRect: observeRectAfterLayout,
    scrollToFn: scrollAfterLayout,
  });
  return (
    <ul className="relative" style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => (
        <li
          key={row.key}
          aria-setsize={count}
          aria-posinset={row.index + 1}
          className="absolute inset-x-0 top-0"
          style={{ height: rowHeight, transform: `translateY(${row.start}px)` }}
        >
          {render(row.index)}
        </li>
      ))}
    </ul>
  );
}
