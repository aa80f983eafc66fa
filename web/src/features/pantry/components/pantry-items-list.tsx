// The home page's "Pantry Items" list (§2): every item with its place's icon, quantity and unit,
// and expiry date, soonest first, in a panel that scrolls past 400 px. The full grid, with
// freshness and removal, is the pantry section below.
import { Refrigerator } from 'lucide-react';
import type { PantryItem } from '@mise/domain/entities/pantry-item';
import { ListPanel } from '../../../components/list-panel';
import { Skeleton } from '../../../components/ui/skeleton';
import { formatCalendarDate } from '../../../lib/format-date';
import { useShownUnits } from '../../../lib/units/use-measurement-system';
import { usePantryItems } from '../data/use-pantry-items';
import { CategoryIcon } from './category-icon';

/** A row: the icon, two lines of text and the date, with room around them. */
const ROW_PX = 64;

export function PantryItemsList() {
  const items = usePantryItems();
  const rows = items?.length
    ? {
        count: items.length,
        rowHeight: ROW_PX,
        keyOf: (index: number) => items[index]?.id ?? String(index),
        render: (index: number) => {
          const item = items[index];
          return item && <PantryItemRow item={item} />;
        },
      }
    : undefined;
  return (
    <ListPanel title="Pantry Items" icon={Refrigerator} count={items?.length} rows={rows}>
      {items === undefined ? (
        <div className="grid gap-2" role="status" aria-label="Loading pantry items">
          <Skeleton className="h-14" />
          <Skeleton className="h-14" />
        </div>
      ) : (
        <p className="p-2 text-sm text-muted-foreground">
          Nothing yet. Add what you have in the pantry section below.
        </p>
      )}
    </ListPanel>
  );
}

function PantryItemRow({ item }: { item: PantryItem }) {
  const shown = useShownUnits().quantity(item);
  return (
    <div className="flex h-full items-center gap-3 px-2">
      <CategoryIcon category={item.category} className="size-9" />
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold" title={item.name}>
          {item.name}
        </span>
        <span className="block text-sm text-muted-foreground">
          {shown.quantity} {shown.unit}
        </span>
      </span>
      <span className="text-right text-sm text-muted-foreground">
        {item.expirationDate === undefined ? (
          'No date'
        ) : (
          <>
            <span className="sr-only">Expires </span>
            {formatCalendarDate(item.expirationDate)}
          </>
        )}
      </span>
    </div>
  );
}
