// The built-in catalog's recipes for the lobby's select, read off the main thread: evaluating
// the whole catalog is one of the longest tasks a phone would run while the page opens.
import { SEED_RECIPES } from '@mise/catalog/recipes/index';
import { byRecipeName, toRoomRecipe } from '../utils/room-recipe';

self.postMessage(SEED_RECIPES.map(toRoomRecipe).sort(byRecipeName));
