// Recipe pages on the web, for the recipe-import tests: a tiny HTTP server on loopback serving
// the fixture pages of the server's parser tests (a recipe plugin's JSON-LD, an old recipe
// card's microdata, a blog's recipe with no recipe data, an article without a recipe). The e2e
// server may read them because playwright.config.ts starts it with
// RECIPE_IMPORT_ALLOW_LOOPBACK=1; a default server refuses loopback addresses. Start one per
// spec (beforeAll) and close it after.
import { readFileSync } from 'node:fs';
import { type Server, createServer } from 'node:http';

const FIXTURES = new URL('../../../sync-server/src/recipe-import/fixtures/', import.meta.url);

/** Each page, and what an import of it fills in (for the spec's assertions). */
export const RECIPE_PAGES = {
  jsonLd: {
    path: '/margherita-pizza/',
    file: 'json-ld-graph.html',
    name: 'Classic Margherita Pizza',
    cuisine: 'italian',
    cookTime: 95,
    // prepTime PT20M, cookTime PT15M: the rest of the 95 is the dough's rise.
    timeSplit: { prep: 20, cook: 15 },
    // recipeYield ["2", "2 pizzas"].
    servings: 2,
    firstIngredient: { amount: '500', unit: 'g', name: '00 flour' },
    // The reader keeps what is not the ingredient apart from its name.
    secondIngredient: { amount: '325', unit: 'ml', name: 'water', note: 'lukewarm' },
    steps: 5,
  },
  microdata: {
    path: '/chicken-tinga-tacos',
    file: 'microdata.html',
    name: 'Chicken Tinga Tacos',
    cuisine: 'mexican',
    cookTime: 45,
    firstIngredient: { amount: '1 1/2', unit: 'lb', name: 'boneless chicken thighs' },
    steps: 3,
  },
  pageText: {
    path: '/grandmas-flapjacks',
    file: 'page-text.html',
    name: "Grandma's flapjacks",
    firstIngredient: { amount: '250', unit: 'g', name: 'porridge oats' },
    steps: 3,
  },
  noRecipe: {
    path: '/knife-skills',
    file: 'no-recipe.html',
    message: 'No recipe was found on that page.',
  },
} as const;

export type RecipePage = keyof typeof RECIPE_PAGES;

export interface RecipePagesServer {
  origin: string;
  /** The page's address, to paste into "Recipe page address". */
  url(page: RecipePage): string;
  /** Paths the app's server asked for, in order. */
  requested: string[];
  close(): Promise<void>;
}

export async function startRecipePages(): Promise<RecipePagesServer> {
  const pages = new Map<string, Buffer>(
    Object.values(RECIPE_PAGES).map((page) => [
      page.path,
      readFileSync(new URL(page.file, FIXTURES)),
    ]),
  );
  const requested: string[] = [];
  const server: Server = createServer((request, response) => {
    const path = request.url ?? '/';
    requested.push(path);
    const page = pages.get(path);
    if (page === undefined) {
      response
        .writeHead(404, { 'content-type': 'text/html; charset=utf-8' })
        .end('<h1>Not found</h1>');
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('No port to listen on.');
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    origin,
    url: (page) => `${origin}${RECIPE_PAGES[page].path}`,
    requested,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
