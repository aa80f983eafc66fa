// The page's quick writes, each a mutator applied on this device at once and synced later, so
// they work offline: favoriting a community recipe (and unfavoriting it, quietly) and sharing
// one of the household's own. The change shows in the frame after the tap (showBeforeWritten)
// and is taken back, with a toast saying why, if the device refuses it.
import type { Recipe } from '@mise/domain/entities/recipe';
import { toast } from '../../../components/ui/use-toast';
import { showBeforeWritten } from '../../../db/live-query-store';
import { writeOrToast } from '../../../lib/write-or-toast';
import { mutate } from '../../../sync/mutate';
import { readFavoriteIds } from './use-favorite-ids';
import { readMyRecipes } from './use-my-recipes';

interface Named {
  readonly id: string;
  readonly name: string;
}

const withId = (ids: ReadonlySet<string>, id: string) => new Set([...ids, id]);
const withoutId = (ids: ReadonlySet<string>, id: string) =>
  new Set([...ids].filter((kept) => kept !== id));

/** Spec §8: "Success: Recipe added to favorites!"; unfavoriting says nothing. */
export async function toggleFavorite(recipe: Named, favorite: boolean): Promise<void> {
  const written = favorite
    ? writeOrToast(`Couldn't add ${recipe.name} to favorites`, () =>
        mutate('recipe.favorite', { id: recipe.id, createdAt: new Date().toISOString() }),
      )
    : writeOrToast(`Couldn't remove ${recipe.name} from favorites`, () =>
        mutate('recipe.unfavorite', { id: recipe.id }),
      );
  showBeforeWritten(
    readFavoriteIds,
    (ids) => (favorite ? withId(ids, recipe.id) : withoutId(ids, recipe.id)),
    written,
  );
  if ((await written) && favorite) {
    toast({ title: 'Success', description: 'Recipe added to favorites!' });
  }
}

/**
 * Spec §4, §8: isShared goes from false to true, "Success: Recipe shared with the community!".
 * Answers the id of the queued write (the community list refreshes once the server has it), or
 * undefined if the device refused it.
 */
export async function shareRecipe(recipe: Named): Promise<number | undefined> {
  const queued: { id?: number } = {};
  const written = writeOrToast(`Couldn't share ${recipe.name}`, async () => {
    queued.id = (await mutate('recipe.share', { id: recipe.id })).id;
  });
  showBeforeWritten(
    readMyRecipes,
    (recipes): Recipe[] =>
      recipes.map((own) => (own.id === recipe.id ? { ...own, isShared: true } : own)),
    written,
  );
  if (!(await written)) return undefined;
  toast({ title: 'Success', description: 'Recipe shared with the community!' });
  return queued.id;
}
