// The Browse Community tab's search box (name or description, any case; the server searches)
// and cuisine filter (spec §2: all, italian, american, seafood, dessert, asian, mexican,
// mediterranean).
import { useId } from 'react';
import {
  SHARED_RECIPE_CUISINE_FILTERS,
  type SharedRecipeCuisineFilter,
} from '@mise/domain/options';
import { SearchField } from '../../../components/search-field';
import { Label } from '../../../components/ui/label';
import { NativeSelect } from '../../../components/ui/native-select';
import { optionLabel } from '../utils/card-view';

interface CommunityFiltersProps {
  search: string;
  onSearch: (search: string) => void;
  cuisine: SharedRecipeCuisineFilter;
  onCuisine: (cuisine: SharedRecipeCuisineFilter) => void;
}

const cuisineLabel = (cuisine: SharedRecipeCuisineFilter) =>
  cuisine === 'all' ? 'All cuisines' : optionLabel(cuisine);

export function CommunityFilters({ search, onSearch, cuisine, onCuisine }: CommunityFiltersProps) {
  const cuisineId = useId();
  return (
    <div role="search" className="grid gap-3 sm:grid-cols-[1fr_14rem] sm:items-end">
      <SearchField
        label="Search shared recipes"
        placeholder="Name or description"
        value={search}
        onChange={onSearch}
      />
      <div className="grid gap-1.5">
        <Label htmlFor={cuisineId}>Cuisine</Label>
        {/* The platform's own picker: a short list, and no menu code on the page's first load. */}
        <NativeSelect
          id={cuisineId}
          value={cuisine}
          onChange={(event) => {
            const chosen = SHARED_RECIPE_CUISINE_FILTERS.find(
              (known) => known === event.target.value,
            );
            if (chosen) onCuisine(chosen);
          }}
        >
          {SHARED_RECIPE_CUISINE_FILTERS.map((option) => (
            <option key={option} value={option}>
              {cuisineLabel(option)}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}
