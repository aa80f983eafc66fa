// The recipe's ingredients, scaled from the servings the recipe is written for to the servings
// the cook asked for (by the stepper or by voice: "make it for six"). Amounts are text ("1/2",
// "2-3", "a pinch"); the assistant's scaler changes the numbers and leaves the rest as written.
import { Minus, Plus } from 'lucide-react';
import { scaleIngredients } from '@mise/assistant/commands/servings';
import type { Ingredient } from '@mise/domain/entities/recipe';
import { Button } from '../../../components/ui/button';
import { useShownUnits } from '../../../lib/units/use-measurement-system';

/** The stepper's top, raised to the recipe's own count for a batch that makes more (24 rolls). */
const MAX_SERVINGS = 24;

interface IngredientListProps {
  ingredients: readonly Ingredient[];
  /** What the recipe's amounts are written for. */
  baseServings: number;
  servings: number;
  onServings: (servings: number) => void;
}

export function IngredientList({
  ingredients,
  baseServings,
  servings,
  onServings,
}: IngredientListProps) {
  const scaled = scaleIngredients(ingredients, baseServings, servings);
  const most = Math.max(MAX_SERVINGS, baseServings);
  // Converted after scaling, from the stored amounts: the cook's system never rewrites a recipe.
  const units = useShownUnits();
  const shown = units.ingredients(scaled);
  return (
    <section aria-labelledby="cooking-ingredients" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id="cooking-ingredients" className="font-semibold">
          Ingredients
        </h4>
        <div className="flex items-center gap-2" role="group" aria-label="Servings">
          <Button
            size="icon"
            variant="outline"
            aria-label="Fewer servings"
            disabled={servings <= 1}
            onClick={() => onServings(servings - 1)}
          >
            <Minus aria-hidden />
          </Button>
          <span className="min-w-24 text-center text-sm font-semibold" aria-live="polite">
            {servings} {servings === 1 ? 'serving' : 'servings'}
          </span>
          <Button
            size="icon"
            variant="outline"
            aria-label="More servings"
            disabled={servings >= most}
            onClick={() => onServings(servings + 1)}
          >
            <Plus aria-hidden />
          </Button>
        </div>
      </div>
      <ul className="grid gap-1 sm:grid-cols-2">
        {shown.map((ingredient, index) => (
          <li key={`${ingredient.name}-${index}`} className="flex gap-2">
            <span className="font-semibold tabular-nums">
              {ingredient.amount} {ingredient.unit}
            </span>
            <span>
              {ingredient.name}
              {ingredient.note ? (
                <span className="text-muted-foreground">, {units.text(ingredient.note)}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
