// A planned meal's details (§2, §3): why it was planned, its recipe when it links to one (cook
// time, difficulty, how many it is for, Start cooking at that count), another recipe from the
// library in its place, or the slot cleared. Meals planned twice in one slot (two devices
// offline) are listed so either can go.
import { useState } from 'react';
import { Clock, CookingPot, Sparkles, Trash2 } from 'lucide-react';
import type { MealPlanEntry } from '@mise/domain/entities/meal-plan-entry';
import { recipeServings } from '@mise/domain/recipe-servings';
import { MEAL_TYPE_LABELS } from '@mise/domain/options';
import { ServingsStepper } from '../../../components/servings-stepper';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { startCooking } from '../../../lib/start-cooking';
import { DifficultyStars } from '../../../components/difficulty-stars';
import { changeMealRecipe, clearMeal, setMealServings } from '../data/meal-plan-actions';
import { useRecipeLibrary } from '../data/use-recipe-library';
import { longDay } from '../utils/week-label';
import { RecipeSearch } from './recipe-search';

interface MealDialogProps {
  meal: MealPlanEntry | undefined;
  others: readonly MealPlanEntry[];
  onClose: () => void;
}

export function MealDialog({ meal, others, onClose }: MealDialogProps) {
  const library = useRecipeLibrary(meal !== undefined);
  const [searching, setSearching] = useState(false);
  const close = () => {
    setSearching(false);
    onClose();
  };
  const recipe = meal?.recipeId ? library?.find((r) => r.id === meal.recipeId) : undefined;
  const name = meal?.recipeName ?? 'Meal';
  const written = recipe && recipeServings(recipe);

  return (
    <Dialog open={meal !== undefined} onOpenChange={(open) => !open && close()}>
      {meal && (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{name}</DialogTitle>
            <DialogDescription>
              {MEAL_TYPE_LABELS[meal.mealType]} · {longDay(meal.date)}
            </DialogDescription>
          </DialogHeader>
          {meal.notes && (
            <p
              data-testid="meal-reason"
              className="flex items-start gap-2 rounded-xl bg-accent/60 p-3 text-sm"
            >
              <Sparkles className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
              {meal.notes}
            </p>
          )}
          {recipe && written !== undefined && (
            <div className="grid gap-1.5">
              <p className="text-sm font-semibold">Cooking for</p>
              {/* The week's grocery list and the cooking guide scale the recipe to this. */}
              <ServingsStepper
                servings={meal.servings ?? written}
                baseServings={written}
                onServings={(servings) =>
                  void setMealServings(meal, servings === written ? null : servings)
                }
              />
              <p className="text-xs text-muted-foreground">
                The recipe is written for {written}; groceries and the cooking guide follow this.
              </p>
            </div>
          )}
          {recipe && (
            <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted-foreground">
              <span className="flex items-center gap-1.5">
                <Clock className="size-4" aria-hidden />
                {recipe.cookTime} min
              </span>
              <DifficultyStars difficulty={recipe.difficulty} />
              <Button
                size="default"
                className="ml-auto"
                onClick={() => {
                  close();
                  void startCooking(recipe.id, recipe.name, meal.servings);
                }}
              >
                <CookingPot aria-hidden />
                Start cooking
              </Button>
            </div>
          )}
          {searching ? (
            <RecipeSearch
              library={library}
              onPick={(picked) =>
                void changeMealRecipe(meal, picked).then((done) => done && close())
              }
            />
          ) : (
            <Button variant="outline" onClick={() => setSearching(true)}>
              Choose a recipe
            </Button>
          )}
          {others.length > 0 && (
            <div className="grid gap-2">
              <p className="text-sm font-semibold">Also planned here</p>
              <ul className="grid gap-1">
                {others.map((other) => (
                  <li key={other.id} className="flex items-center justify-between gap-2 text-sm">
                    {other.recipeName ?? 'Meal'}
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Remove ${other.recipeName ?? 'meal'}`}
                      onClick={() => void clearMeal(other)}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </li>
                ))}
              </ul>
            </div>
          )}
          <DialogFooter>
            <Button
              variant="ghost"
              onClick={() => void clearMeal(meal).then((done) => done && close())}
            >
              <Trash2 aria-hidden />
              Clear slot
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
