// The quick-select row (§2): the first 8 originals of the reference, sorted; one tap searches
// for it, a second tap clears the search.
interface QuickSelectProps {
  ingredients: readonly string[];
  selected: string;
  onSelect: (search: string) => void;
}

export function QuickSelect({ ingredients, selected, onSelect }: QuickSelectProps) {
  return (
    <div role="group" aria-label="Quick select" className="flex flex-wrap gap-2">
      {ingredients.map((ingredient) => {
        const pressed = selected.trim().toLowerCase() === ingredient.toLowerCase();
        return (
          <button
            key={ingredient}
            type="button"
            aria-pressed={pressed}
            onClick={() => onSelect(pressed ? '' : ingredient)}
            className="focus-ring inline-flex min-h-11 items-center rounded-full border border-input/60 bg-background px-4 text-sm font-semibold transition-colors hover:bg-muted aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground"
          >
            {ingredient}
          </button>
        );
      })}
    </div>
  );
}
