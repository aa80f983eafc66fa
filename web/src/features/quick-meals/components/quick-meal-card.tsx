// One quick meal (§2): picture with its cook-time badge, name, description, difficulty, rating,
// how many ingredients and steps, "Cook Now" and "Add to Plan". Missing values show §9's
// defaults (10 min, easy, 4.5). Both buttons name the meal for screen readers.
import { counted } from '@mise/domain/plural';
import { memo, useId } from 'react';
import { CalendarPlus, ChefHat, Clock, ListChecks, ShoppingBasket } from 'lucide-react';
import { quickMealFacts } from '@mise/domain/quick-meals';
import { recipeServings } from '@mise/domain/recipe-servings';
import {
  CardDescription,
  CardFact,
  CardFacts,
  CardRating,
  CardTitleRow,
  DifficultyFact,
  ServingsFact,
} from '../../../components/recipe-card-parts';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { useOneAtATime } from '../../../lib/use-one-at-a-time';
import type { QuickMeal, QuickMealOrigin } from '../data/quick-meal';
import { RecipeImage } from '../../../components/recipe-image';

interface QuickMealCardProps {
  meal: QuickMeal;
  onCook: (meal: QuickMeal) => Promise<unknown>;
  onPlan: (meal: QuickMeal) => Promise<unknown>;
}

const ORIGIN_LABELS: Record<QuickMealOrigin, string | undefined> = {
  own: 'Your recipe',
  community: 'From the community',
  catalog: undefined,
};

export const QuickMealCard = memo(function QuickMealCard({
  meal,
  onCook,
  onPlan,
}: QuickMealCardProps) {
  const titleId = useId();
  const { recipe } = meal;
  const facts = quickMealFacts(recipe);
  const origin = ORIGIN_LABELS[meal.origin];
  const once = useOneAtATime();

  return (
    // Drawn as it nears the screen: on a phone only the first card is in view on opening.
    <article
      aria-labelledby={titleId}
      className="shadow-soft grid h-full content-between overflow-hidden rounded-2xl border bg-card text-card-foreground [contain-intrinsic-size:auto_520px] [content-visibility:auto]"
    >
      <div className="grid gap-3">
        <div className="relative">
          <RecipeImage recipe={recipe} />
          <Badge variant="secondary" className="absolute top-3 left-3 shadow-sm">
            <Clock aria-hidden />
            <span className="sr-only">Cook time: </span>
            {facts.cookTime} min
          </Badge>
        </div>
        <div className="grid gap-2 px-4">
          <CardTitleRow titleId={titleId} name={recipe.name}>
            <CardRating text={facts.rating.toFixed(1)} />
          </CardTitleRow>
          {origin && <p className="text-xs font-semibold text-primary">{origin}</p>}
          <CardDescription text={recipe.description} />
          <CardFacts>
            <DifficultyFact difficulty={facts.difficulty} />
            <ServingsFact servings={recipeServings(recipe)} />
            <CardFact icon={ShoppingBasket}>
              {counted(facts.ingredientCount, { one: 'ingredient', other: 'ingredients' })}
            </CardFact>
            <CardFact icon={ListChecks}>
              {counted(facts.stepCount, { one: 'step', other: 'steps' })}
            </CardFact>
          </CardFacts>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 p-4">
        <Button className="flex-1" onClick={() => void once(() => onCook(meal))}>
          <ChefHat aria-hidden />
          Cook Now<span className="sr-only"> {recipe.name}</span>
        </Button>
        <Button
          variant="outline"
          className="flex-1"
          aria-label={`Add to Plan: ${recipe.name}`}
          onClick={() => void once(() => onPlan(meal))}
        >
          <CalendarPlus aria-hidden />
          Add to Plan
        </Button>
      </div>
    </article>
  );
});
