// §2: a tab with no meal says so and offers the way back to every meal.
import { UtensilsCrossed } from 'lucide-react';
import { Button } from '../../../components/ui/button';

export function QuickMealsEmpty({ onViewAll }: { onViewAll: () => void }) {
  return (
    <div className="grid justify-items-center gap-4 rounded-2xl border border-dashed p-8 text-center">
      <UtensilsCrossed aria-hidden className="size-10 text-muted-foreground" strokeWidth={1.5} />
      <p role="status" className="font-semibold">
        No quick meals found in this category.
      </p>
      <Button variant="outline" onClick={onViewAll}>
        View All Meals
      </Button>
    </div>
  );
}
