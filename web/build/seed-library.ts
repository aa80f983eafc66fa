// A Vite plugin: the built-in recipe library as one JSON file of the build (hashed, precached),
// which the page and its workers fetch (src/catalog/seed-library.ts), instead of a copy of the
// recipes in every bundle that needs them. The recipes are checked here, at build time
// (@mise/catalog/recipes/index parses each through recipeSchema), so a phone only parses JSON.
// Each recipe's picture is drawn here too, as a file of its own (art/<id>.svg, precached) that
// the recipe names: inline, the pictures were nine tenths of the library and of every list
// made from it (the home page's answer grew to 850 KB, read and copied on the main thread).
// `import url from 'virtual:seed-library'` gives the file's address; while developing and in
// unit tests (which do not build) a data: URL of the library with inline pictures
// (src/catalog/seed-library-url.dev.ts).
import { fileURLToPath } from 'node:url';
import { recipeArtSvg } from '@mise/catalog/recipe-art';
import { SEED_RECIPES } from '@mise/catalog/recipes/index';
import type { Plugin } from 'vite';

const ID = 'virtual:seed-library';
const RESOLVED = `\0${ID}`;
export const SEED_LIBRARY_DEV_URL = fileURLToPath(
  new URL('../src/catalog/seed-library-url.dev.ts', import.meta.url),
);

export function seedLibrary(): Plugin {
  let building = false;
  let base = '/';
  return {
    name: 'mise:seed-library',
    configResolved(config) {
      building = config.command === 'build';
      base = config.base;
    },
    resolveId(id) {
      if (id !== ID) return undefined;
      return building ? RESOLVED : SEED_LIBRARY_DEV_URL;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      const recipes = SEED_RECIPES.map((recipe) => {
        // Named by the recipe alone: a household's copy of a seed keeps the address.
        const fileName = `art/${recipe.id}.svg`;
        this.emitFile({ type: 'asset', fileName, source: recipeArtSvg(recipe) });
        return { ...recipe, imageUrl: `${base}${fileName}` };
      });
      const reference = this.emitFile({
        type: 'asset',
        name: 'seed-recipes.json',
        source: JSON.stringify(recipes),
      });
      return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
    },
  };
}
