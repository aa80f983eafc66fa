// "Add to grocery list" on an Available Recipe a few items short (issue 26): the lines for just
// what the pantry lacks, in shop units and priced like a planned week's, marked as for that
// recipe. Here because it joins the recipes feature's list to the planning feature's list.
import { toast } from '../components/ui/use-toast';
import { addMealGroceries } from '../features/planning/data/meal-groceries';

export async function addMissingGroceries(
  recipe: { readonly id: string; readonly name: string },
  missing: readonly string[],
): Promise<void> {
  const { canonicalName } = await import('@mise/assistant/grocery/ingredient-lookup');
  const wanted = new Set(missing.map(canonicalName));
  const added = await addMealGroceries(
    [{ recipeId: recipe.id }],
    `Couldn't add what ${recipe.name} needs`,
    (line) => wanted.has(canonicalName(line.name)),
  );
  if (added === undefined) return;
  toast(
    added > 0
      ? {
          title: 'Added to your grocery list',
          description: `${missing.join(', ')} for ${recipe.name}`,
        }
      : { title: 'Already on your grocery list', description: missing.join(', ') },
  );
}
