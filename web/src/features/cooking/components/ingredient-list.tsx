// The recipe's ingredients, scaled from the servings the recipe is written for to the servings
// the cook asked for (by the stepper or by voice: "make it for six"). Amounts are text ("1/2",
// "2-3", "a pinch"); the assistant's scaler changes the numbers and leaves the rest as written.
import { scaleIngredients } from '@mise/assistant/commands/servings';
import type { Ingredient } from '@mise/domain/entities/recipe';
import { ServingsStepper } from '../../../components/servings-stepper';
import { useShownUnits } from '../../../lib/units/use-measurement-system';

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
  // Converted after scaling, from the stored amounts: the cook's system never rewrites a recipe.
  const units = useShownUnits();
  const shown = units.ingredients(scaled);
  return (
    <section aria-labelledby="cooking-ingredients" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id="cooking-ingredients" className="font-semibold">
          Ingredients
        </h4>
        <ServingsStepper servings={servings} baseServings={baseServings} onServings={onServings} />
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
