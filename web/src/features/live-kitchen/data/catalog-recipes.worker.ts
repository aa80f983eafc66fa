// The built-in catalog's recipes for the lobby's select, read off the main thread: reading the
// whole library is one of the longest tasks a phone would run while the page opens.
import { loadSeedRecipes } from '../../../catalog/seed-library';
import { byRecipeName, toRoomRecipe } from '../utils/room-recipe';

loadSeedRecipes().then(
  (seeds) => self.postMessage(seeds.map(toRoomRecipe).sort(byRecipeName)),
  // Reported as uncaught: the page's Worker hears it as an error (lib/worker-answer.ts).
  reportError,
);
