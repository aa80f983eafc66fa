// The My Recipes tab (spec §2): the household's own recipes, newest first, with 3 skeleton cards
// while they are read, "No recipes yet" with "Create Your First Recipe" when there are none, and
// "Create Recipe". The create dialog's code (react-hook-form, the form's schemas) loads the first
// time it opens (create-recipe-launcher.tsx). A long list draws a page of cards at a time.
import { useCallback, useEffect, useRef } from 'react';
import { BookOpen, Plus } from 'lucide-react';
import { SKELETON_COUNT_MY_RECIPES } from '@mise/domain/constants';
import type { Recipe } from '@mise/domain/entities/recipe';
import { Button } from '../../../components/ui/button';
import type { CreatedRecipe } from '../data/create-recipe';
import type { SharedLink } from '../share-target/use-shared-link';
import { shareRecipe } from '../data/sharing-actions';
import { useMyRecipes } from '../data/use-my-recipes';
import { useCreateRecipeDialog } from './create-recipe-launcher';
import { MyRecipeCard } from './my-recipe-card';
import { RecipeCardSkeletons } from './recipe-card-skeletons';
import { SharingEmptyState } from './sharing-empty-state';
import { useShownCount } from '../../../lib/use-shown-count';
import { ShowMore } from '../../../components/show-more';

/** Cards drawn at a time: four full rows of one, two, three or four columns. */
const CARDS_PER_PAGE = 24;

interface MyRecipesProps {
  /** A recipe was shared, by the share button or created shared: the queued write's id. */
  onShared: (mutationId: number) => void;
  /** A recipe page shared to Mise: Create Recipe opens importing it. */
  sharedLink?: SharedLink;
}

export function MyRecipes({ onShared, sharedLink }: MyRecipesProps) {
  const recipes = useMyRecipes();
  const createButton = useRef<HTMLButtonElement>(null);
  const onCreated = useCallback(
    (created: CreatedRecipe) => {
      if (created.isShared) onShared(created.mutationId);
    },
    [onShared],
  );
  const dialog = useCreateRecipeDialog({ onCreated, fallbackFocus: createButton });
  const { openShared } = dialog;
  useEffect(() => {
    if (sharedLink) openShared(sharedLink.address);
  }, [sharedLink, openShared]);
  const share = useCallback(
    (recipe: Recipe) => {
      void shareRecipe(recipe).then((mutationId) => {
        if (mutationId !== undefined) onShared(mutationId);
      });
    },
    [onShared],
  );

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-pretty text-muted-foreground">
          Your household&rsquo;s recipes, newest first. Share one and every cook can find it.
        </p>
        <Button ref={createButton} {...dialog.triggerProps} onClick={dialog.openFrom}>
          <Plus aria-hidden />
          Create Recipe
        </Button>
      </div>
      {recipes === undefined ? (
        <RecipeCardSkeletons count={SKELETON_COUNT_MY_RECIPES} label="Loading your recipes…" />
      ) : recipes.length === 0 ? (
        <SharingEmptyState
          icon={BookOpen}
          title="No recipes yet"
          hint="Write down a dish you love. Keep it for your household or share it with every cook."
          action={
            <Button {...dialog.triggerProps} onClick={dialog.openFrom} className="mt-2">
              <Plus aria-hidden />
              Create Your First Recipe
            </Button>
          }
        />
      ) : (
        <MyRecipeList recipes={recipes} onShare={share} />
      )}
      {dialog.element}
    </div>
  );
}

function MyRecipeList({
  recipes,
  onShare,
}: {
  recipes: readonly Recipe[];
  onShare: (recipe: Recipe) => void;
}) {
  const { shown, more, showMore } = useShownCount(recipes.length, CARDS_PER_PAGE);
  return (
    <>
      <ul aria-label="My recipes" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {recipes.slice(0, shown).map((recipe) => (
          <li key={recipe.id} className="grid">
            <MyRecipeCard recipe={recipe} onShare={onShare} />
          </li>
        ))}
      </ul>
      {more && (
        <ShowMore shown={shown} total={recipes.length} noun="recipes" onShowMore={showMore} />
      )}
    </>
  );
}
