// The home page's recipe lists, loaded after the first paint: "Available Recipes" (§2) with cook
// time, difficulty stars and match %, best match first; and "Use soon" — what expires within
// three days and the recipes that would use it up. The matching runs in a worker (library/).
import { Clock, CookingPot, Hourglass, UtensilsCrossed } from 'lucide-react';
import { ListPanel } from '../../../components/list-panel';
import { Button } from '../../../components/ui/button';
import { startCooking } from '../../../lib/start-cooking';
import type { RecipeRowView } from '../library/library-answer';
import { useLibraryAnswer } from '../library/use-library-answer';
import { AvailableRecipesPlaceholder } from './available-recipes-placeholder';
import { DifficultyStars } from '../../../components/difficulty-stars';
import { MatchBadge } from './match-badge';

/** A row: the picture, two lines of text and the badge, with room around them. */
const ROW_PX = 64;

export function AvailableRecipesList() {
  const library = useLibraryAnswer();
  if (library === undefined) return <AvailableRecipesPlaceholder />;
  const { recipes } = library;
  return (
    <ListPanel
      title="Available Recipes"
      icon={UtensilsCrossed}
      count={recipes.length}
      rows={{
        count: recipes.length,
        rowHeight: ROW_PX,
        keyOf: (index) => recipes[index]?.id ?? String(index),
        render: (index) => {
          const recipe = recipes[index];
          return recipe && <RecipeRow recipe={recipe} />;
        },
      }}
    />
  );
}

function RecipeRow({ recipe }: { recipe: RecipeRowView }) {
  return (
    <div className="flex h-full items-center gap-3 px-2">
      {recipe.imageUrl && (
        <img src={recipe.imageUrl} alt="" className="size-10 shrink-0 rounded-lg" />
      )}
      <span className="min-w-0 flex-1">
        <span className="block truncate font-semibold" title={recipe.name}>
          {recipe.name}
        </span>
        <span className="flex items-center gap-2 text-sm text-muted-foreground">
          <Clock className="size-3.5" aria-hidden />
          {recipe.cookTime} min
          <DifficultyStars difficulty={recipe.difficulty} />
        </span>
      </span>
      <MatchBadge percent={recipe.match} />
      <Button
        size="icon"
        variant="ghost"
        aria-label={`Start cooking ${recipe.name}`}
        title="Start cooking"
        onClick={() => void startCooking(recipe.id, recipe.name)}
      >
        <CookingPot aria-hidden />
      </Button>
    </div>
  );
}

export function UseSoon() {
  const library = useLibraryAnswer();
  if (library === undefined || library.soonItems.length === 0) return null;
  const { soonItems, soonRecipes } = library;
  return (
    <section
      aria-labelledby="use-soon-heading"
      className="grid gap-3 rounded-3xl border border-spice/40 bg-spice-soft/40 p-4 sm:p-5"
    >
      <h2
        id="use-soon-heading"
        className="flex items-center gap-2 font-display text-xl font-semibold"
      >
        <Hourglass className="size-5 text-spice" aria-hidden />
        Use soon
      </h2>
      <ul className="flex flex-wrap gap-2">
        {soonItems.map(({ id, name, days }) => (
          <li key={id} className="rounded-full border bg-card px-3 py-1 text-sm">
            <span className="font-semibold">{name}</span>{' '}
            <span className="text-muted-foreground">
              {days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`}
            </span>
          </li>
        ))}
      </ul>
      {soonRecipes.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          No recipe in your library uses these yet; the recipe generator below can make one.
        </p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {soonRecipes.map(({ id, name, uses }) => (
            <li key={id} className="rounded-2xl border bg-card p-3">
              <span className="block font-semibold">{name}</span>
              <span className="text-sm text-muted-foreground">Uses {uses.join(', ')}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
