// The category filter above the pantry grid: All, Fridge, Freezer, Pantry. A single-choice
// toggle group (role radiogroup; arrow keys move between the choices).
import { ToggleGroup } from 'radix-ui';
import { cn } from '../../../lib/cn';
import { isPantryFilter, PANTRY_FILTERS, type PantryFilter } from '../utils/sort-pantry-items';
import { CATEGORY_META } from './category-icon';

const LABELS: Record<PantryFilter, string> = {
  all: 'All',
  fridge: CATEGORY_META.fridge.label,
  freezer: CATEGORY_META.freezer.label,
  pantry: CATEGORY_META.pantry.label,
};

interface PantryFilterProps {
  value: PantryFilter;
  onChange: (filter: PantryFilter) => void;
}

export function PantryFilterGroup({ value, onChange }: PantryFilterProps) {
  return (
    <ToggleGroup.Root
      type="single"
      aria-label="Show items kept in"
      value={value}
      // Clicking the current choice again would clear it; a filter always has one.
      onValueChange={(next) => {
        if (isPantryFilter(next)) onChange(next);
      }}
      // Four equal columns fit a 320 px phone; wider screens get the icons and natural widths.
      className="grid grid-cols-4 gap-1 rounded-2xl bg-muted p-1 sm:inline-flex sm:justify-self-start"
    >
      {PANTRY_FILTERS.map((filter) => {
        const Icon = filter === 'all' ? undefined : CATEGORY_META[filter].icon;
        return (
          <ToggleGroup.Item
            key={filter}
            value={filter}
            className={cn(
              'focus-ring inline-flex min-h-11 min-w-0 items-center justify-center gap-1.5 rounded-xl px-1 text-sm font-semibold text-muted-foreground transition-colors sm:px-4',
              'hover:text-foreground data-[state=on]:bg-card data-[state=on]:text-foreground data-[state=on]:shadow-sm',
              'dark:data-[state=on]:bg-accent dark:data-[state=on]:text-accent-foreground',
            )}
          >
            {Icon && <Icon className="hidden size-4 sm:block" aria-hidden />}
            {LABELS[filter]}
          </ToggleGroup.Item>
        );
      })}
    </ToggleGroup.Root>
  );
}
