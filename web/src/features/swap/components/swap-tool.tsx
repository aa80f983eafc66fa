// The swap tool's working part: a search box, the quick-select ingredients, the diet tabs and
// the matching swaps in a list that scrolls past 400 px (§2, §9). "AI Mode" shows a panel of
// static suggestions (§2). Everything is built in, so it works offline.
import { useDeferredValue, useId, useState } from 'react';
import { Search } from 'lucide-react';
import { LIST_MAX_HEIGHT_PX } from '@mise/domain/constants';
import { SUBSTITUTION_TAB_FILTERS, type SubstitutionTabFilter } from '@mise/domain/options';
import { similarIngredients } from '@mise/assistant/similar-ingredients';
import { filterSubstitutions, quickSelectIngredients } from '@mise/catalog/substitutions';
import { Input } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { SegmentedControl, type SegmentedOption } from '../../../components/ui/segmented-control';
import { AiModePanel } from './ai-mode-panel';
import { SwapList } from './swap-list';
import { QuickSelect } from './quick-select';

const TAB_LABELS: Record<SubstitutionTabFilter, string> = {
  all: 'All',
  vegan: 'Vegan',
  'gluten-free': 'Gluten-free',
  'dairy-free': 'Dairy-free',
  'low-carb': 'Low-carb',
};
const TABS: readonly SegmentedOption<SubstitutionTabFilter>[] = SUBSTITUTION_TAB_FILTERS.map(
  (filter) => ({ value: filter, label: TAB_LABELS[filter] }),
);

export function SwapTool() {
  const searchId = useId();
  const aiModeId = useId();
  const [search, setSearch] = useState('');
  const [tab, setTab] = useState<SubstitutionTabFilter>('all');
  const [aiMode, setAiMode] = useState(false);
  // Typing stays instant; the list follows a moment later on a slow phone.
  const searched = useDeferredValue(search);
  const swaps = filterSubstitutions({ search: searched, tab });
  // Only where the reference has nothing for it under any tab: then the dictionary answers.
  const uncovered =
    swaps.length === 0 &&
    searched.trim() !== '' &&
    filterSubstitutions({ search: searched }).length === 0;
  const similar = uncovered ? similarIngredients(searched) : undefined;

  return (
    <div className="grid gap-5">
      <div className="grid gap-2">
        <label htmlFor={searchId} className="text-sm font-semibold">
          Search ingredients
        </label>
        <div className="relative">
          <Search
            aria-hidden
            className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id={searchId}
            type="search"
            value={search}
            placeholder="Butter, egg, flour…"
            className="pl-10"
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
      </div>
      <QuickSelect ingredients={quickSelectIngredients()} selected={search} onSelect={setSearch} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <SegmentedControl
          label="Diet"
          options={TABS}
          value={tab}
          onChange={setTab}
          className="flex max-w-full flex-wrap"
        />
        <div className="flex items-center gap-3">
          <Switch id={aiModeId} checked={aiMode} onCheckedChange={setAiMode} />
          <label htmlFor={aiModeId} className="text-sm font-semibold">
            AI Mode
          </label>
        </div>
      </div>
      {aiMode && <AiModePanel />}
      <SwapList swaps={swaps} search={search} maxHeight={LIST_MAX_HEIGHT_PX} similar={similar} />
    </div>
  );
}
