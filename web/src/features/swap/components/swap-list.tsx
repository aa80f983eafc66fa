// The swaps that match, each as "original → substitute" with its ratio, notes and tags, in a
// list that scrolls on its own past 400 px (§2). The count is announced as it changes. Ratios
// and notes show their amounts in the cook's measurement system (issue 22).
import { counted } from '@mise/domain/plural';
import { ArrowRight } from 'lucide-react';
import type { SimilarIngredients } from '@mise/assistant/similar-ingredients';
import type { Substitution } from '@mise/domain/entities/substitution';
import { Badge } from '../../../components/ui/badge';
import { useShownUnits } from '../../../lib/units/use-measurement-system';
import { SimilarIngredientsNote } from './similar-ingredients-note';

interface SwapListProps {
  swaps: readonly Substitution[];
  search: string;
  maxHeight: number;
  /** For a search the reference does not cover at all: the dictionary's similar ingredients. */
  similar?: SimilarIngredients | undefined;
}

export function SwapList({ swaps, search, maxHeight, similar }: SwapListProps) {
  const shown = useShownUnits();
  const count = counted(swaps.length, { one: 'swap', other: 'swaps' });
  return (
    <div className="grid gap-2">
      <p role="status" className="text-sm text-muted-foreground">
        {count}
      </p>
      {swaps.length === 0 && similar && similar.suggestions.length > 0 ? (
        <SimilarIngredientsNote similar={similar} />
      ) : swaps.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-input/60 px-6 py-8 text-center text-muted-foreground">
          No swaps for “{search.trim()}” under this tab. Try another ingredient or the All tab.
        </p>
      ) : (
        <ul
          aria-label="Swaps"
          // The list scrolls on its own, so the keyboard must be able to reach and scroll it.
          tabIndex={0}
          className="focus-ring -mx-1 grid gap-3 overflow-y-auto rounded-2xl px-1 py-1"
          style={{ maxHeight }}
        >
          {swaps.map((swap) => (
            <li
              key={`${swap.original}>${swap.substitute}`}
              aria-label={`${swap.original} to ${swap.substitute}`}
              className="grid gap-2 rounded-2xl border bg-background p-4"
            >
              <p className="flex flex-wrap items-center gap-2 font-semibold">
                {swap.original}
                <ArrowRight aria-label="to" className="size-4 text-muted-foreground" />
                {swap.substitute}
              </p>
              <p className="text-sm">
                <span className="font-semibold">Ratio:</span> {shown.text(swap.ratio)}
              </p>
              {swap.notes && (
                <p className="text-sm text-muted-foreground">{shown.text(swap.notes)}</p>
              )}
              <ul aria-label="Tags" className="flex flex-wrap gap-1.5">
                {swap.tags.map((tag) => (
                  <li key={tag}>
                    <Badge variant="outline">{tag}</Badge>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
