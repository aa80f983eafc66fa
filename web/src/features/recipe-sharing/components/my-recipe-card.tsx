// One of the household's own recipes (spec §2 My Recipes): picture, name, description, cook time,
// difficulty, cuisine, a "Shared" badge once shared, and the share button. Sharing goes one way
// (§4): once shared, the button shows a tick and does nothing more.
import { memo, useId } from 'react';
import { Globe, Share2 } from 'lucide-react';
import type { Recipe } from '@mise/domain/entities/recipe';
import { recipeServings } from '@mise/domain/recipe-servings';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  CardDescription,
  CardFacts,
  CardTitleRow,
  CookTimeFact,
  DifficultyFact,
  ServingsFact,
} from '../../../components/recipe-card-parts';
import { RecipeImage } from '../../../components/recipe-image';
import { CuisineFact } from './cuisine-fact';

interface MyRecipeCardProps {
  recipe: Recipe;
  onShare: (recipe: Recipe) => void;
}

export const MyRecipeCard = memo(function MyRecipeCard({ recipe, onShare }: MyRecipeCardProps) {
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="grid h-full content-start overflow-hidden rounded-2xl border bg-card text-card-foreground [contain-intrinsic-size:auto_380px] [content-visibility:auto]"
    >
      <div className="relative">
        <RecipeImage recipe={recipe} />
        <Button
          size="icon"
          variant="outline"
          aria-label={
            recipe.isShared
              ? `${recipe.name} is shared with the community`
              : `Share ${recipe.name} with the community`
          }
          title={recipe.isShared ? 'Shared with the community' : 'Share with the community'}
          aria-disabled={recipe.isShared || undefined}
          className="absolute top-3 right-3 rounded-full bg-card/90"
          onClick={recipe.isShared ? undefined : () => onShare(recipe)}
        >
          {recipe.isShared ? (
            <Globe aria-hidden className="text-primary" />
          ) : (
            <Share2 aria-hidden />
          )}
        </Button>
      </div>
      <div className="grid gap-3 p-4">
        <CardTitleRow titleId={titleId} name={recipe.name}>
          {recipe.isShared && <Badge variant="secondary">Shared</Badge>}
        </CardTitleRow>
        <CardDescription text={recipe.description} />
        <CardFacts>
          <CookTimeFact minutes={recipe.cookTime} split={recipe.timeSplit} />
          <DifficultyFact difficulty={recipe.difficulty} />
          <ServingsFact servings={recipeServings(recipe)} />
          {recipe.cuisine && <CuisineFact cuisine={recipe.cuisine} />}
        </CardFacts>
      </div>
    </article>
  );
});
