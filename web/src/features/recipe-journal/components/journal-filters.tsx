// The journal's search box and tag filter buttons (spec §2, §9): "All" and the 4 tags on the
// most entries (@mise/domain/journal says how ties break). The buttons are toggles
// (aria-pressed), one pressed at a time; choosing one while the search is filled narrows both.
import { useId } from 'react';
import type { JournalTagFilter } from '@mise/domain/journal';
import { SearchField } from '../../../components/search-field';

interface JournalFiltersProps {
  search: string;
  onSearch: (search: string) => void;
  tags: readonly JournalTagFilter[];
  /** The chosen tag's key; undefined is All. */
  tag: string | undefined;
  onTag: (tag: string | undefined) => void;
}

const chipClasses =
  'focus-ring inline-flex min-h-11 items-center rounded-full border border-input/60 bg-background px-4 text-sm font-semibold transition-colors hover:bg-muted aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground';

export function JournalFilters({ search, onSearch, tags, tag, onTag }: JournalFiltersProps) {
  const tagsId = useId();
  return (
    <div role="search" className="grid gap-3">
      <SearchField
        label="Search your journal"
        placeholder="Recipe, notes, tags or changes"
        value={search}
        onChange={onSearch}
      />
      <div role="group" aria-labelledby={tagsId} className="flex flex-wrap items-center gap-2">
        <span id={tagsId} className="sr-only">
          Filter by tag
        </span>
        <button
          type="button"
          aria-pressed={tag === undefined}
          className={chipClasses}
          onClick={() => onTag(undefined)}
        >
          All
        </button>
        {tags.map((filter) => (
          <button
            key={filter.key}
            type="button"
            aria-pressed={tag === filter.key}
            className={chipClasses}
            onClick={() => onTag(tag === filter.key ? undefined : filter.key)}
          >
            {filter.label}
          </button>
        ))}
      </div>
    </div>
  );
}
