// Picks a recipe from the library for a planned meal: a search box and the best matches as
// buttons, announced as they change.
import { counted } from '@mise/domain/plural';
import { useId, useMemo, useState } from 'react';
import type { Recipe } from '@mise/domain/entities/recipe';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Skeleton } from '../../../components/ui/skeleton';
import { searchRecipes } from '../utils/search-recipes';

interface RecipeSearchProps {
  library: readonly Recipe[] | undefined;
  onPick: (recipe: Recipe) => void;
}

export function RecipeSearch({ library, onPick }: RecipeSearchProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const found = useMemo(() => (library ? searchRecipes(library, query) : []), [library, query]);
  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-query`}>Search your recipes</Label>
      <Input
        id={`${id}-query`}
        type="search"
        autoFocus
        placeholder="e.g. pasta, quick, vegan"
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <p role="status" className="sr-only">
        {library === undefined
          ? 'Loading recipes…'
          : `${counted(found.length, { one: 'recipe', other: 'recipes' })} found`}
      </p>
      {library === undefined ? (
        <Skeleton className="h-32" />
      ) : found.length === 0 ? (
        <p className="text-sm text-muted-foreground">No recipe matches “{query}”.</p>
      ) : (
        <ul aria-label="Recipes" className="grid max-h-64 gap-1 overflow-y-auto">
          {found.map((recipe) => (
            <li key={recipe.id}>
              <button
                type="button"
                className="focus-ring flex min-h-11 w-full items-center justify-between gap-3 rounded-xl px-3 py-2 text-left hover:bg-muted"
                onClick={() => onPick(recipe)}
              >
                <span className="font-medium">{recipe.name}</span>
                <span className="shrink-0 text-xs text-muted-foreground">
                  {recipe.cookTime} min
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
