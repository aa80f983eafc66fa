// The recipe generator's working part (spec §2): the four filters, Generate Recipe, what came
// of it (cards, or the generator's reason), and the assistant's suggestion. Generation runs on
// the server when online and on this device otherwise (data/generate-recipes.ts); saving and
// starting to cook are mutators, so they work offline too.
import { counted } from '@mise/domain/plural';
import { useCallback, useMemo, useState } from 'react';
import { Lightbulb, Sparkles } from 'lucide-react';
import { ingredientLexicon } from '@mise/catalog/ingredients';
import type { Recipe } from '@mise/domain/entities/recipe';
import { createRecipeMatcher } from '@mise/domain/recipe-match';
import { Button } from '../../../components/ui/button';
import { usePreferences } from '../../../lib/preferences';
import { saveRecipe, saveThenStartCooking } from '../../../lib/save-recipe';
import { useOnlineStatus } from '../../../lib/use-online-status';
import { userFacingError } from '../../../lib/user-facing-error';
import { type GenerationResult, generateRecipesFor } from '../data/generate-recipes';
import { readLastGenerated, writeLastGenerated } from '../data/last-generated';
import { useGeneratorPantry, useSavedAmong } from '../data/use-generator-pantry';
import {
  DEFAULT_FILTERS,
  type GeneratorFilterValues,
  filtersForDiet,
} from '../utils/generator-filters';
import { GeneratedRecipeCard } from './generated-recipe-card';
import { GeneratorFilters } from './generator-filters';

type Outcome = GenerationResult | { readonly kind: 'failed'; readonly message: string };

const EMPTY_PANTRY =
  'Your pantry is empty. Add a few items above and I will make a recipe from them.';

function restored(): Outcome | undefined {
  const last = readLastGenerated();
  return last && { kind: 'recipes', ...last };
}

function summary(outcome: Outcome): string {
  switch (outcome.kind) {
    case 'recipes': {
      const count = counted(outcome.recipes.length, { one: 'recipe', other: 'recipes' });
      return outcome.madeOn === 'device'
        ? `${count} from your pantry, made on this device.`
        : `${count} from your pantry.`;
    }
    case 'none':
      return outcome.reason;
    case 'failed':
      return outcome.message;
  }
}

export function RecipeGenerator() {
  const pantry = useGeneratorPantry();
  const online = useOnlineStatus();
  const diets = usePreferences()?.dietaryRestrictions;
  // The household's diet (Settings) until the cook picks filters of their own.
  const [chosenFilters, setFilters] = useState<GeneratorFilterValues>();
  const filters = chosenFilters ?? (diets ? filtersForDiet(diets) : DEFAULT_FILTERS);
  const [outcome, setOutcome] = useState<Outcome | undefined>(restored);
  const [pending, setPending] = useState(false);

  const matcher = useMemo(() => createRecipeMatcher(ingredientLexicon), []);
  const pantryIndex = useMemo(
    () => pantry && matcher.indexPantry(pantry.map((item) => item.name)),
    [pantry, matcher],
  );

  const generate = async () => {
    if (pantry === undefined || pending) return;
    if (pantry.length === 0) {
      setOutcome({ kind: 'none', reason: EMPTY_PANTRY });
      return;
    }
    setPending(true);
    try {
      const result = await generateRecipesFor(filters, pantry, online);
      if (result.kind === 'recipes') writeLastGenerated(result.recipes, result.madeOn);
      setOutcome(result);
    } catch (error) {
      setOutcome({
        kind: 'failed',
        message: userFacingError(error, { action: 'generate a recipe', online }),
      });
    } finally {
      setPending(false);
    }
  };

  const startCooking = useCallback(async (recipe: Recipe, saved: boolean) => {
    await saveThenStartCooking(recipe, saved);
  }, []);

  const recipes = outcome?.kind === 'recipes' ? outcome.recipes : [];
  const savedIds = useSavedAmong(recipes.map((recipe) => recipe.id));
  return (
    <div className="grid gap-6">
      <GeneratorFilters value={filters} onChange={setFilters} />
      <div className="flex flex-wrap items-center gap-4">
        <Button
          size="lg"
          disabled={pantry === undefined}
          aria-disabled={pending || undefined}
          onClick={() => void generate()}
        >
          <Sparkles aria-hidden />
          {pending ? 'Generating...' : 'Generate Recipe'}
        </Button>
        <p role="status" className="text-sm text-pretty text-muted-foreground">
          {pending ? 'Cooking up recipes from your pantry…' : outcome && summary(outcome)}
        </p>
      </div>
      {recipes.length > 0 && (
        <ul
          aria-label="Generated recipes"
          aria-busy={pending || undefined}
          className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        >
          {recipes.map((recipe) => (
            <li key={recipe.id} className="grid">
              <GeneratedRecipeCard
                recipe={recipe}
                matchPercent={pantryIndex && matcher.matchPercentage(recipe, pantryIndex)}
                saved={savedIds.has(recipe.id)}
                onSave={saveRecipe}
                onStartCooking={startCooking}
              />
            </li>
          ))}
        </ul>
      )}
      <aside
        aria-label="Suggestion from the assistant"
        className="flex items-start gap-3 rounded-2xl bg-accent p-4 text-sm text-accent-foreground"
      >
        <Lightbulb aria-hidden className="mt-0.5 size-5 shrink-0" />
        <p className="text-pretty">
          I cook with what expires soonest first, so nothing in your pantry goes to waste. Short on
          time? Pick “Under 15 min”. Feeling adventurous? Try a cuisine you haven’t cooked this
          week.
        </p>
      </aside>
    </div>
  );
}
