// One pantry item in the grid: where it is kept, its name, when it expires, its freshness bar,
// the quantity stepper, Rename and Remove. `today` comes from the section so every card counts
// days from the same date.
import { useId, useRef } from 'react';
import { Trash2 } from 'lucide-react';
import type { PantryItem } from '@mise/domain/entities/pantry-item';
import { Button } from '../../../components/ui/button';
import { formatCalendarDate } from '../../../lib/format-date';
import { removePantryItem } from '../data/pantry-actions';
import { freshnessDisplay } from '../utils/freshness-display';
import { CategoryIcon } from './category-icon';
import { FreshnessMeter } from './freshness-meter';
import { QuantityStepper } from './quantity-stepper';
import { RenameItemButton } from './rename-item-button';

interface PantryItemCardProps {
  item: PantryItem;
  today: string;
  /** Called once the item is gone, so the grid can move focus and announce it. */
  onRemoved: (item: PantryItem) => void;
}

export function PantryItemCard({ item, today, onRemoved }: PantryItemCardProps) {
  const titleId = useId();
  // A second press while the first is still being written would queue a pointless second removal.
  const removing = useRef(false);
  const freshness = freshnessDisplay(item.expirationDate, today);

  const remove = async () => {
    if (removing.current) return;
    removing.current = true;
    if (await removePantryItem(item)) onRemoved(item);
    else removing.current = false;
  };

  return (
    <article
      aria-labelledby={titleId}
      className="grid h-full content-between gap-4 rounded-2xl border bg-background p-4"
    >
      <div className="grid gap-4">
        <div className="flex items-start gap-3">
          <CategoryIcon category={item.category} />
          <div className="grid min-w-0 flex-1 gap-0.5">
            <h4 id={titleId} className="leading-snug font-semibold break-words">
              {item.name}
            </h4>
            <p className="text-sm text-muted-foreground">
              {item.expirationDate === undefined ? (
                'No expiry date'
              ) : (
                <>
                  Expires{' '}
                  <time dateTime={item.expirationDate}>
                    {formatCalendarDate(item.expirationDate)}
                  </time>
                </>
              )}
            </p>
          </div>
        </div>
        <FreshnessMeter freshness={freshness} />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <QuantityStepper item={item} />
        <RenameItemButton item={item} />
        <Button
          variant="ghost"
          className="px-2.5"

          onClick={() => void remove()}
        >
          <Trash2 aria-hidden />
          Remove<span className="sr-only"> {item.name}</span>
        </Button>
      </div>
    </article>
  );
}
