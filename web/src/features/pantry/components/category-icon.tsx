// Where an item is kept, as an icon and a word: fridge, freezer or pantry (spec §2 "category
// icon"). The word is there for screen readers and for the filter and form labels.
import type { LucideIcon } from 'lucide-react';
import { Package, Refrigerator, Snowflake } from 'lucide-react';
import type { PantryCategory } from '@mise/domain/options';
import { cn } from '../../../lib/cn';

export const CATEGORY_META: Record<PantryCategory, { label: string; icon: LucideIcon }> = {
  fridge: { label: 'Fridge', icon: Refrigerator },
  freezer: { label: 'Freezer', icon: Snowflake },
  pantry: { label: 'Pantry', icon: Package },
};

export function CategoryIcon({
  category,
  className,
}: {
  category: PantryCategory;
  className?: string;
}) {
  const { label, icon: Icon } = CATEGORY_META[category];
  return (
    <span
      className={cn(
        'grid size-10 shrink-0 place-items-center rounded-xl bg-accent text-accent-foreground',
        className,
      )}
    >
      <Icon className="size-5" strokeWidth={1.75} aria-hidden />
      <span className="sr-only">{label}</span>
    </span>
  );
}
