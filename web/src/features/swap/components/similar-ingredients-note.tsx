// When the reference has no swap for what was searched, but the dictionary knows it: what else
// is of its kind, clearly marked as a weaker suggestion than a tested swap.
import type { SimilarIngredients } from '@mise/assistant/similar-ingredients';
import { Badge } from '../../../components/ui/badge';

export function SimilarIngredientsNote({ similar }: { similar: SimilarIngredients }) {
  return (
    <div className="grid gap-3 rounded-2xl border border-dashed border-input/60 p-4">
      <p className="flex flex-wrap items-center gap-2">
        <span>
          No tested swap for <strong>{similar.ingredient}</strong> yet. Similar ingredients you
          could try:
        </span>
        <Badge variant="spice">Weaker suggestion</Badge>
      </p>
      <ul aria-label={`Similar to ${similar.ingredient}`} className="grid gap-1.5">
        {similar.suggestions.map((suggestion) => (
          <li key={suggestion.name} className="flex flex-wrap items-baseline gap-x-2">
            <span className="font-semibold capitalize">{suggestion.name}</span>
            <span className="text-sm text-muted-foreground">{suggestion.reason}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
