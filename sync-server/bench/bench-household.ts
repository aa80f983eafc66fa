/**
 * The household `pnpm bench:api` reads: a new device's household filled through the API with
 * 150 pantry items (names from the ingredient dictionary) and 500 recipes (the seed library's,
 * cycled, each a new recipe with its own name), as a cook's devices would have written them.
 */
import { INGREDIENTS } from '@mise/catalog/ingredients';
import { SEED_RECIPE_SOURCES } from '@mise/catalog/recipes/index';
import { z } from 'zod';

export const PANTRY_ITEMS = 150;
export const RECIPES = 500;

const sessionSchema = z.object({ accessToken: z.string(), refreshToken: z.string() });

/** Access tokens live 15 minutes, a whole bench longer: runs ask for a fresh one. */
export interface BenchDevice {
  accessToken(): Promise<string>;
}

const TOKEN_REFRESH_AFTER_MS = 5 * 60_000;

async function post(url: string, token: string | undefined, body?: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

function pantryItem(n: number) {
  const entry = INGREDIENTS[n % INGREDIENTS.length];
  if (entry === undefined) throw new Error('the ingredient dictionary is empty');
  const expires = new Date(Date.UTC(2030, 0, 1) + entry.shelfLifeDays * 86_400_000);
  return {
    // Distinct names: equal ones would be folded into one item (rule S15).
    name: n < INGREDIENTS.length ? entry.name : `${entry.name} ${n}`,
    category: entry.category,
    quantity: 1 + (n % 4),
    unit: n % 3 === 0 ? 'g' : 'piece',
    ...(n % 2 === 0 && { expirationDate: expires.toISOString().slice(0, 10) }),
  };
}

function recipe(n: number) {
  const seed = SEED_RECIPE_SOURCES[n % SEED_RECIPE_SOURCES.length];
  if (seed === undefined) throw new Error('the seed recipe library is empty');
  const round = Math.floor(n / SEED_RECIPE_SOURCES.length);
  return {
    name: round === 0 ? seed.name : `${seed.name} (version ${round + 1})`,
    description: seed.description,
    cuisine: seed.cuisine,
    difficulty: seed.difficulty,
    cookTime: seed.cookTime,
    ...(seed.timeSplit && { timeSplit: seed.timeSplit }),
    servings: seed.servings,
    ingredients: seed.ingredients,
    // At most three steps: about 1.2 KB a recipe, near the household (500 in 498 KB).
    instructions: seed.instructions.slice(0, 3),
    dietaryTags: seed.dietaryTags,
  };
}

/** Adds the bench's `n`th pantry item (names repeat the dictionary's with a number after it). */
export function addPantryItem(baseUrl: string, token: string, n: number): Promise<unknown> {
  return post(`${baseUrl}/api/pantry`, token, pantryItem(n));
}

/** Signs a new device in and fills its household. */
export async function seedHousehold(baseUrl: string): Promise<BenchDevice> {
  let session = sessionSchema.parse(await post(`${baseUrl}/api/auth/anonymous`, undefined));
  let issuedAt = Date.now();
  const { accessToken } = session;
  for (let n = 0; n < PANTRY_ITEMS; n += 1) await addPantryItem(baseUrl, accessToken, n);
  for (let n = 0; n < RECIPES; n += 1) {
    await post(`${baseUrl}/api/recipes`, accessToken, recipe(n));
  }
  return {
    async accessToken() {
      if (Date.now() - issuedAt > TOKEN_REFRESH_AFTER_MS) {
        const { refreshToken } = session;
        session = sessionSchema.parse(
          await post(`${baseUrl}/api/auth/refresh`, undefined, { refreshToken }),
        );
        issuedAt = Date.now();
      }
      return session.accessToken;
    },
  };
}
