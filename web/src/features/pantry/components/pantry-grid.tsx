// The pantry items as a responsive grid of cards, already sorted (soonest expiry first), or a
// short note when the chosen category holds nothing. A household's pantry runs to hundreds of
// items, so the grid scrolls in its own panel (the sections below stay a short scroll away) and
// only the cards near the panel's view are on the page: 150 items cost what a dozen do.
import { memo, useLayoutEffect, useRef } from 'react';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { PantryItem } from '@mise/domain/entities/pantry-item';
import { useMediaQuery } from '../../../lib/use-media-query';
import {
  measureAfterLayout,
  observeRectAfterLayout,
  scrollAfterLayout,
} from '../../../lib/virtualizer-after-layout';
import type { PantryFilter } from '../utils/sort-pantry-items';
import { CATEGORY_META } from './category-icon';
import { PantryItemCard } from './pantry-item-card';

interface PantryGridProps {
  items: readonly PantryItem[];
  filter: PantryFilter;
  today: string;
  onRemoved: (item: PantryItem) => void;
  /** An item to scroll into view once it is in the list (the one just added). */
  revealId?: string | undefined;
  onRevealed?: () => void;
}

/** Tailwind's `sm` breakpoint, where the grid gets a second column. */
const TWO_COLUMNS = '(min-width: 40rem)';
const GAP_PX = 12;
/** A card with a date, a freshness bar and the stepper; real heights are measured. */
const ESTIMATED_CARD_PX = 212;
/** The panel's `max-h-[min(70vh,44rem)]`, for the first render, before anything is measured. */
const panelHeightEstimate = () => Math.min(window.innerHeight * 0.7, 44 * 16);

const Card = memo(PantryItemCard);

export function PantryGrid({
  items,
  filter,
  today,
  onRemoved,
  revealId,
  onRevealed,
}: PantryGridProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const columns = useMediaQuery(TWO_COLUMNS) ? 2 : 1;
  // We do not compile with React Compiler; the virtualiser re-renders this component itself.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => panelRef.current,
    estimateSize: () => ESTIMATED_CARD_PX,
    getItemKey: (index) => items[index]?.id ?? index,
    lanes: columns,
    gap: GAP_PX,
    overscan: 3,
    initialRect: { width: 0, height: panelHeightEstimate() },
    observeElementRect: observeRectAfterLayout,
    measureElement: measureAfterLayout,
    scrollToFn: scrollAfterLayout,
  });

  // A new item sorts in by its expiry date, often out of view: show the cook what they added, in
  // the middle of the panel, which on a phone runs past the bottom of the screen.
  useLayoutEffect(() => {
    if (revealId === undefined) return;
    const index = items.findIndex((item) => item.id === revealId);
    // Not in the list yet (the save answered before the live query): the next render reveals it.
    if (index === -1) return;
    virtualizer.scrollToIndex(index, { align: 'center' });
    onRevealed?.();
  }, [revealId, items, virtualizer, onRevealed]);

  if (items.length === 0) {
    const place = filter === 'all' ? 'here' : `in the ${CATEGORY_META[filter].label.toLowerCase()}`;
    return <p className="py-6 text-center text-muted-foreground">Nothing {place} yet.</p>;
  }
  const laneWidth = `calc((100% - ${(columns - 1) * GAP_PX}px) / ${columns})`;
  return (
    <div
      ref={panelRef}
      className="-mx-1 max-h-[min(70vh,44rem)] overflow-y-auto overscroll-contain px-1"
    >
      <ul className="relative" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          if (!item) return null;
          return (
            <li
              key={row.key}
              ref={virtualizer.measureElement}
              data-index={row.index}
              // Screen readers still hear "item 12 of 150" with only a few on the page.
              aria-posinset={row.index + 1}
              aria-setsize={items.length}
              className="absolute top-0"
              style={{
                width: laneWidth,
                left: `calc(${row.lane} * (${laneWidth} + ${GAP_PX}px))`,
                transform: `translateY(${row.start}px)`,
              }}
            >
              <Card item={item} today={today} onRemoved={onRemoved} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
