// The pantry items as a responsive grid of cards, already sorted (soonest expiry first), or a
// short note when the chosen category holds nothing.
import type { PantryItem } from '@mise/domain/entities/pantry-item';
import { Skeleton } from '../../../components/ui/skeleton';
import type { PantryFilter } from '../utils/sort-pantry-items';
import { CATEGORY_META } from './category-icon';
import { PantryItemCard } from './pantry-item-card';

interface PantryGridProps {
  items: readonly PantryItem[];
  filter: PantryFilter;
  today: string;
  onRemoved: (item: PantryItem) => void;
}

export function PantryGrid({ items, filter, today, onRemoved }: PantryGridProps) {
  if (items.length === 0) {
    const place = filter === 'all' ? 'here' : `in the ${CATEGORY_META[filter].label.toLowerCase()}`;
    return <p className="py-6 text-center text-muted-foreground">Nothing {place} yet.</p>;
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {items.map((item) => (
        <li key={item.id}>
          <PantryItemCard item={item} today={today} onRemoved={onRemoved} />
        </li>
      ))}
    </ul>
  );
}

export function PantryGridSkeleton() {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <p role="status" className="sr-only">
        Loading your pantry…
      </p>
      {[0, 1, 2].map((key) => (
        <Skeleton key={key} className="h-52 rounded-2xl" />
      ))}
    </div>
  );
}
