// The category filter above the pantry grid: All, Fridge, Freezer, Pantry.
import { SegmentedControl, type SegmentedOption } from '../../../components/ui/segmented-control';
import { PANTRY_FILTERS, type PantryFilter } from '../utils/sort-pantry-items';
import { CATEGORY_META } from './category-icon';

const OPTIONS: readonly SegmentedOption<PantryFilter>[] = PANTRY_FILTERS.map((filter) =>
  filter === 'all'
    ? { value: filter, label: 'All' }
    : { value: filter, label: CATEGORY_META[filter].label, icon: CATEGORY_META[filter].icon },
);

interface PantryFilterProps {
  value: PantryFilter;
  onChange: (filter: PantryFilter) => void;
}

export function PantryFilterGroup({ value, onChange }: PantryFilterProps) {
  return (
    <SegmentedControl
      label="Show items kept in"
      options={OPTIONS}
      value={value}
      onChange={onChange}
      // Four equal columns fit a 320 px phone; wider screens get the icons and natural widths.
      className="grid grid-cols-4 sm:inline-flex sm:justify-self-start"
    />
  );
}
