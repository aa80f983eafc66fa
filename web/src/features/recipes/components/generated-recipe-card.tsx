// One generated recipe (spec §2): its illustration, name, rating (4.8 unless rated), description,
// cook time, difficulty, match badge, the first 6 ingredients with a "+N more ingredients"
// note, and the actions Start Cooking and Save recipe ("Saved" once it is stored).
import { memo, useId, useMemo } from 'react';
import { BookmarkCheck, BookmarkPlus, ChefHat } from 'lucide-react';
import { recipeArtDataUri } from '@mise/catalog/recipe-art';
import type { Recipe } from '@mise/domain/entities/recipe';
import { recipeServings } from '@mise/domain/recipe-servings';
import {
  CardFacts,
  CardRating,
  CardTitleRow,
  CookTimeFact,
  DifficultyFact,
  ServingsFact,
} from '../../../components/recipe-card-parts';
import { Button } from '../../../components/ui/button';
import { useOneAtATime } from '../../../lib/use-one-at-a-time';
import { useShownUnits } from '../../../lib/units/use-measurement-system';
import { cardIngredients, cardRating, moreIngredientsNote } from '../utils/recipe-card-view';
import { MatchBadge } from './match-badge';

interface GeneratedRecipeCardProps {
  recipe: Recipe;
  matchPercent: number | undefined;
  saved: boolean;
  onSave: (recipe: Recipe) => Promise<unknown>;
  onStartCooking: (recipe: Recipe, saved: boolean) => Promise<unknown>;
}

export const GeneratedRecipeCard = memo(function GeneratedRecipeCard({
  recipe,
  matchPercent,
  saved,
  onSave,
  onStartCooking,
}: GeneratedRecipeCardProps) {
  const titleId = useId();
  const art = useMemo(() => recipeArtDataUri(recipe), [recipe]);
  const units = useShownUnits();
  const { shown: firstIngredients, more } = cardIngredients(recipe.ingredients);
  const shown = units.ingredients(firstIngredients);
  const once = useOneAtATime();

  return (
    <article
      aria-labelledby={titleId}
      className="grid content-between overflow-hidden rounded-2xl border bg-background"
    >
      <div className="grid gap-3">
        <img
          src={art}
          alt=""
          width={400}
          height={300}
          decoding="async"
          className="aspect-4/3 w-full bg-muted object-cover"
        />
        <div className="grid gap-3 px-4">
          <CardTitleRow titleId={titleId} name={recipe.name}>
            <CardRating text={String(cardRating(recipe.rating))} />
          </CardTitleRow>
          {recipe.description && (
            <p className="text-sm text-pretty text-muted-foreground">
              {units.text(recipe.description)}
            </p>
          )}
          <CardFacts>
            <CookTimeFact minutes={recipe.cookTime} />
            <DifficultyFact difficulty={recipe.difficulty} />
            <ServingsFact servings={recipeServings(recipe)} />
            <li>
              <MatchBadge percent={matchPercent} />
            </li>
          </CardFacts>
          <div className="grid gap-1.5">
            <ul aria-label="Ingredients" className="grid gap-1 text-sm">
              {shown.map((ingredient, index) => (
                <li key={index} className="flex justify-between gap-3">
                  <span className="font-medium">{ingredient.name}</span>
                  <span className="text-right text-muted-foreground">
                    {ingredient.amount} {ingredient.unit}
                  </span>
                </li>
              ))}
            </ul>
            {more > 0 && (
              <p className="text-sm text-muted-foreground">{moreIngredientsNote(more)}</p>
            )}
          </div>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 p-4">
        <Button className="flex-1" onClick={() => void once(() => onStartCooking(recipe, saved))}>
          <ChefHat aria-hidden />
          Start Cooking<span className="sr-only"> {recipe.name}</span>
        </Button>
        <Button
          variant="outline"
          className="flex-1"
          aria-disabled={saved || undefined}
          onClick={saved ? undefined : () => void once(() => onSave(recipe))}
        >
          {saved ? <BookmarkCheck aria-hidden /> : <BookmarkPlus aria-hidden />}
          {saved ? 'Saved' : 'Save recipe'}
          <span className="sr-only"> {recipe.name}</span>
        </Button>
      </div>
    </article>
  );
});
