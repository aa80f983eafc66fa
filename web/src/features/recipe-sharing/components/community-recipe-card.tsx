// One recipe of the community (spec §2): picture, name, rating or "No rating", description, cook
// time, difficulty, cuisine, at most two dietary tags, and the favorite heart, pressed when the
// household has it among its favorites.
import { memo, useId } from 'react';
import { Heart } from 'lucide-react';
import type { SharedRecipeSummary } from '@mise/domain/api/recipes';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { cardDietaryTags, ratingLabel } from '../utils/card-view';
import { CuisineFact } from './cuisine-fact';
import {
  CardDescription,
  CardFacts,
  CardRating,
  CardTitleRow,
  CookTimeFact,
  DifficultyFact,
} from '../../../components/recipe-card-parts';
import { RecipeImage } from '../../../components/recipe-image';

interface CommunityRecipeCardProps {
  recipe: SharedRecipeSummary;
  favorite: boolean;
  onFavorite: (recipe: SharedRecipeSummary, favorite: boolean) => void;
}

export const CommunityRecipeCard = memo(function CommunityRecipeCard({
  recipe,
  favorite,
  onFavorite,
}: CommunityRecipeCardProps) {
  const titleId = useId();
  const rating = ratingLabel(recipe.rating);
  return (
    <article
      aria-labelledby={titleId}
      className="grid h-full content-start overflow-hidden rounded-2xl border bg-card text-card-foreground [contain-intrinsic-size:auto_420px] [content-visibility:auto]"
    >
      <div className="relative">
        <RecipeImage recipe={recipe} />
        <Button
          size="icon"
          variant="outline"
          aria-pressed={favorite}
          aria-label={`Favorite ${recipe.name}`}
          title={favorite ? 'Remove from favorites' : 'Add to favorites'}
          className="absolute top-3 right-3 rounded-full bg-card/90"
          onClick={() => onFavorite(recipe, !favorite)}
        >
          <Heart aria-hidden className={cn(favorite && 'fill-current text-destructive-text')} />
        </Button>
      </div>
      <div className="grid gap-3 p-4">
        <CardTitleRow titleId={titleId} name={recipe.name}>
          <CardRating text={rating} rated={rating !== 'No rating'} />
        </CardTitleRow>
        <CardDescription text={recipe.description} />
        <CardFacts>
          <CookTimeFact minutes={recipe.cookTime} />
          <DifficultyFact difficulty={recipe.difficulty} />
          {recipe.cuisine && <CuisineFact cuisine={recipe.cuisine} />}
        </CardFacts>
        {recipe.dietaryTags.length > 0 && (
          <ul aria-label="Dietary tags" className="flex flex-wrap gap-1.5">
            {cardDietaryTags(recipe.dietaryTags).map((tag) => (
              <li key={tag}>
                <Badge variant="outline">{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
      </div>
    </article>
  );
});
