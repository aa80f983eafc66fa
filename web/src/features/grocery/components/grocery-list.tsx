// The grocery list (spec §2, §9): the add form, the lines (by aisle, checked ones struck through
// below them, scrolling past 400 px), the total still to buy (the sum of the prices of the
// unchecked lines), and Copy and Print. An empty list offers the spec's sample item.
import { memo, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { ShoppingBasket } from 'lucide-react';
import { shallow } from 'zustand/shallow';
import { LIST_MAX_HEIGHT_PX, SAMPLE_GROCERY_ITEM } from '@mise/domain/constants';
import type { GroceryItem } from '@mise/domain/entities/grocery-item';
import { formatCents, groceryTotalCents } from '@mise/domain/money';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { useNearScreen } from '../../../lib/use-near-screen';
import { useRenderedCount } from '../../../lib/use-rendered-count';
import { addGroceryItem } from '../data/grocery-actions';
import { useAisles } from '../data/use-aisles';
import { aisleGroups } from '../utils/aisle-groups';
import { GROCERY_LIST_ID, ShareList } from './share-list';
import { useGroceryItems } from '../data/use-grocery-items';
import { GroceryAddForm } from './grocery-add-form';
import { GroceryItemRow, lineCheckboxId } from './grocery-item-row';

// A tick changes one line; the other lines keep their rendering. Each answer from the database
// brings new objects for every line, so lines are compared by their fields, not by identity.
const Row = memo(
  GroceryItemRow,
  (before, after) =>
    before.onRemoved === after.onRemoved &&
    before.keepFocus === after.keepFocus &&
    before.aisleHeading === after.aisleHeading &&
    shallow(before.item, after.item),
);
/** More lines than the list's 400 px shows: the rest render a moment after the page opens. */
const FIRST_LINES = 10;

export function GroceryList() {
  const items = useGroceryItems();
  const renderedCount = useRenderedCount(items?.length ?? 0, FIRST_LINES);
  const [announcement, setAnnouncement] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);

  const onRemoved = useCallback((item: GroceryItem, to?: 'pantry') => {
    setAnnouncement(
      to === 'pantry'
        ? `${item.name} moved to your pantry.`
        : `${item.name} removed from the list.`,
    );
    // The removed line's button is gone; the list heading is a stable place to land.
    headingRef.current?.focus();
  }, []);

  const addSample = () =>
    void addGroceryItem({
      ...SAMPLE_GROCERY_ITEM,
      id: crypto.randomUUID(),
      createdAt: new Date().toISOString(),
    });

  return (
    <div id={GROCERY_LIST_ID} className="grid gap-5 rounded-2xl border bg-background p-4 sm:p-6">
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="flex items-center gap-2 font-display text-xl font-semibold focus:outline-none"
      >
        Grocery list
        {items !== undefined && (
          <Badge variant="accent" className="font-sans">
            {items.length}
          </Badge>
        )}
      </h3>
      <GroceryAddForm onAdded={(name) => setAnnouncement(`${name} added to the list.`)} />
      {items === undefined ? (
        <div className="grid gap-2">
          <p role="status" className="sr-only">
            Loading your grocery list…
          </p>
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : items.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-input/60 px-6 py-8 text-center">
          <ShoppingBasket className="size-8 text-muted-foreground" strokeWidth={1.5} aria-hidden />
          <p className="font-semibold">Your grocery list is empty</p>
          <p className="max-w-sm text-sm text-pretty text-muted-foreground">
            Add what you need above. You can tick items off in the shop, even without a signal.
          </p>
          <Button variant="outline" onClick={addSample}>
            Add a sample item
          </Button>
        </div>
      ) : (
        <>
          <GroceryLines items={items.slice(0, renderedCount)} onRemoved={onRemoved} />
          <p
            aria-live="polite"
            aria-atomic="true"
            className="flex items-baseline justify-between gap-3 border-t pt-4"
          >
            <span className="font-semibold">Total to buy</span>{' '}
            <span className="font-display text-2xl font-semibold tabular-nums">
              {formatCents(groceryTotalCents(items))}
            </span>
          </p>
          <ShareList items={items} />
        </>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

/**
 * The lines, in aisles once the dictionary is here; until then in list order. Two lists in one
 * named group: the lines still to buy, then the checked-off lines. Ticking a line moves it from
 * one list to the other, which re-creates one row; in a single list React would instead move
 * every row between the line's old and new places (unticking the last line moved the whole
 * list, 1,400 elements restyled per tap with the seeded kitchen). Each aisle's heading sits at
 * the top of its first line, so the lists hold only lines (a screen reader counts the lines)
 * and the headings are still there to jump between.
 */
function GroceryLines({
  items,
  onRemoved,
}: {
  items: readonly GroceryItem[];
  onRemoved: (item: GroceryItem, to?: 'pantry') => void;
}) {
  const [watch, near] = useNearScreen<HTMLDivElement>();
  const aisles = useAisles(near);
  const groups = aisles
    ? aisleGroups(items, aisles.AISLES, aisles.aisleOf).map((group) => ({
        ...group,
        label:
          group.key === 'checked' ? aisles.CHECKED_OFF_HEADING : aisles.AISLE_LABELS[group.key],
      }))
    : [
        { key: 'to-buy', label: undefined, items: items.filter((item) => !item.completed) },
        { key: 'checked', label: undefined, items: items.filter((item) => item.completed) },
      ];

  // A ticked line's row is re-created in the other list, which drops the keyboard focus: put it
  // back on the line's box (without scrolling the list to follow the line).
  const containerRef = useRef<HTMLDivElement>(null);
  const container = useCallback(
    (node: HTMLDivElement | null) => {
      containerRef.current = node;
      return watch?.(node);
    },
    [watch],
  );
  const focusLine = useRef<string>(undefined);
  const keepFocus = useCallback((id: string) => {
    focusLine.current = id;
  }, []);
  useLayoutEffect(() => {
    const id = focusLine.current;
    if (id === undefined) return;
    focusLine.current = undefined;
    const box = document.getElementById(lineCheckboxId(id));
    if (box && containerRef.current?.contains(box)) box.focus({ preventScroll: true });
  });

  const rowsOf = (group: (typeof groups)[number]) =>
    group.items.map((item, index) => (
      <Row
        key={item.id}
        item={item}
        aisleHeading={index === 0 ? group.label : undefined}
        onRemoved={onRemoved}
        keepFocus={keepFocus}
      />
    ));
  const toBuy = groups.filter((group) => group.key !== 'checked');
  const checked = groups.filter((group) => group.key === 'checked');
  return (
    <div
      ref={container}
      role="group"
      aria-label="Grocery items"
      className="-mx-1 overflow-y-auto px-1"
      style={{ maxHeight: LIST_MAX_HEIGHT_PX }}
    >
      <ul className="divide-y">{toBuy.flatMap(rowsOf)}</ul>
      {checked.some((group) => group.items.length > 0) && (
        <ul className="divide-y border-t">{checked.flatMap(rowsOf)}</ul>
      )}
    </div>
  );
}
