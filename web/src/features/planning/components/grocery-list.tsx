// The grocery list (spec §2, §9): the add form, the lines (by aisle, checked ones struck through
// below them, scrolling past 400 px), the total still to buy (the sum of the prices of the
// unchecked lines), and Copy and Print. An empty list offers the spec's sample item.
import { memo, useCallback, useRef, useState } from 'react';
import { ShoppingBasket } from 'lucide-react';
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
import { GroceryItemRow } from './grocery-item-row';

// A tick changes one line; the other lines keep their rendering.
const Row = memo(GroceryItemRow);
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
 * The lines, in aisles once the dictionary is here; until then in list order. One flat list with
 * the aisle headings between the lines (role "none", so they are headings, not items): a line
 * moving to "Checked off" keeps its row, and with it the keyboard focus.
 */
function GroceryLines({
  items,
  onRemoved,
}: {
  items: readonly GroceryItem[];
  onRemoved: (item: GroceryItem, to?: 'pantry') => void;
}) {
  const [watch, near] = useNearScreen<HTMLUListElement>();
  const aisles = useAisles(near);
  const groups = aisles
    ? aisleGroups(items, aisles.AISLES, aisles.aisleOf).map((group) => ({
        ...group,
        label:
          group.key === 'checked' ? aisles.CHECKED_OFF_HEADING : aisles.AISLE_LABELS[group.key],
      }))
    : [{ key: undefined, label: undefined, items }];
  return (
    <ul
      ref={watch}
      aria-label="Grocery items"
      className="-mx-1 divide-y overflow-y-auto px-1"
      style={{ maxHeight: LIST_MAX_HEIGHT_PX }}
    >
      {groups.flatMap((group) => [
        group.key && (
          <li key={`aisle-${group.key}`} role="none" className="pt-4 pb-1 first:pt-0">
            <h4 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
              {group.label}
            </h4>
          </li>
        ),
        ...group.items.map((item) => <Row key={item.id} item={item} onRemoved={onRemoved} />),
      ])}
    </ul>
  );
}
