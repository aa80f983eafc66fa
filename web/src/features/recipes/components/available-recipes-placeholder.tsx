// Available Recipes while its list loads: the panel at its full 400 px, so nothing below moves
// when the list arrives.
import { UtensilsCrossed } from 'lucide-react';
import { ListPanel } from '../../../components/list-panel';

export function AvailableRecipesPlaceholder() {
  return (
    <ListPanel title="Available Recipes" icon={UtensilsCrossed} count={undefined}>
      <p role="status" className="h-[400px] p-2 text-sm text-muted-foreground">
        Matching recipes to your pantry…
      </p>
    </ListPanel>
  );
}
