// The home page's recipe lists, loaded after the first paint: "Available Recipes" (§2) with cook
// time, difficulty stars and match %, best match first, what each lacks and, for a recipe one
// or two items short, a button that puts them on the grocery list; and "Use soon" — what
// expires within three days and the recipes that would use it up. The matching runs in a
// worker (library/).
import { Clock, CookingPot, Hourglass, ShoppingBasket, UtensilsCrossed } from 'lucide-react';
import { ListPanel } from '../../../components/list-panel';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { startCooking } from '../../../lib/start-cooking';
import type { RecipeRowView } from '../library/library-answer';
import { useLibraryAnswer } from '../library/use-library-answer';
import { AvailableRecipesPlaceholder } from './available-recipes-placeholder';
import { DifficultyStars } from '../../../components/difficulty-stars';
import { MatchBadge } from './match-badge';

/**
 * A row: the picture, two lines of text, the badge and the cook button, then what the recipe
 * lacks (with a button to buy it), with room around them.
 */
const ROW_PX = 100;

/** A recipe this many items short, or fewer, offers to put them on the grocery list. */
const MOST_MISSING_OFFERED = 2;

type AddMissing = (recipe: RecipeRowView, missing: readonly string[]) => void;

/** `addMissing` puts a recipe's missing items on the grocery list (the app provides it). */
export function AvailableRecipesList({ addMissing }: { addMissing: AddMissing }) {
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
          return recipe && <RecipeRow recipe={recipe} addMissing={addMissing} />;
        },
      }}
    />
  );
}

/** "lemon", "lemon and parsley". */
const spoken = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}` : names.join('');

function RecipeRow({ recipe, addMissing }: { recipe: RecipeRowView; addMissing: AddMissing }) {
  const missing = recipe.missing ?? [];
  const offered = missing.length > 0 && missing.length <= MOST_MISSING_OFFERED;
  return (
    <div className="flex h-full flex-col justify-center px-2">
      <div className="flex items-center gap-3">
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
      {/* A line of its own: a phone's row has no room beside the badge for one more button. */}
      {missing.length > 0 && (
        <div
          className={cn(
            'flex min-h-11 items-center gap-2 text-xs text-muted-foreground',
            // Under the name, past the picture.
            recipe.imageUrl && 'pl-13',
          )}
        >
          <span className="min-w-0 flex-1 truncate" title={`Missing: ${missing.join(', ')}`}>
            Missing: {missing.join(', ')}
          </span>
          {offered && (
            <Button
              variant="ghost"
              className="px-3 text-xs"
              aria-label={`Add ${spoken(missing)} to the grocery list`}
              onClick={() => addMissing(recipe, missing)}
            >
              <ShoppingBasket aria-hidden />
              Add to list
            </Button>
          )}
        </div>
      )}
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
