/**
 * What the fuzz runs against: three devices in their own households (the one fuzzed, another
 * whose shared recipe and sync client the fuzz may name, and a spare one for the household
 * routes, which move devices between households), real rows of every kind whose ids fill path
 * parameters and mutation arguments, and the sync clients whose lastMutationId is tracked.
 */
import { z } from 'zod';
import { pushResponseSchema } from '@mise/sync/protocol';
import { SYNC_SCHEMA_VERSION } from '@mise/sync/mutation';
import { PLAYABLE_SOUNDSCAPES } from '@mise/assistant/soundscape/render-soundscape';
import type { Queryable } from '../storage/database';
import { getEntity } from '../storage/entities';
import { RECIPE, seedHouseholdData } from '../testing/household-data';
import { restClient } from '../testing/rest-client';
import { type RequestApp, type TestDevice, signInDevice } from '../testing/two-households';
import { TINY_PNG } from './junk-files';

/** Every timestamp the fuzz writes itself. */
export const AT = '2026-11-22T08:00:00.000Z';

export interface RealIds {
  pantry: string;
  recipe: string;
  session: string;
  mealPlan: string;
  grocery: string;
  journal: string;
  photo: string;
  clip: string;
  /** Another household's shared recipe: visible, not the fuzzed household's own. */
  sharedRecipe: string;
}

export interface TrackedClient {
  clientId: string;
  /** Undefined after an answer that left it unknown (a 5xx); read again before the next check. */
  lastMutationId: number | undefined;
}

export interface World {
  main: TestDevice;
  other: TestDevice;
  spare: TestDevice;
  ids: RealIds;
  inviteCode: string;
  /** The main device's client that fuzzed pushes use, and health checks push after them. */
  tracked: TrackedClient;
  /** The main device's client that only the fuzz harness pushes to (restoring rows). */
  seeder: TrackedClient;
  /** A client of the other device: pushing to it with the main device's token is a 403. */
  foreignClientId: string;
  soundscapes: readonly string[];
  /** A UUID not used before in this run, made from a counter so a seed replays the same ids. */
  nextUuid(): string;
}

/** The generator's pantry from its own tests: enough for POST /api/recipes/generate to cook. */
const PANTRY = ['spinach', 'chickpeas', 'eggs', 'cherry tomatoes', 'penne', 'rice', 'onion'];

let uuidCounter = 0;
const nextUuid = () => {
  uuidCounter += 1;
  return `00000000-0000-4000-8000-${uuidCounter.toString(16).padStart(12, '0')}`;
};

const created = z.object({ id: z.string() });

async function createdId(response: Response | Promise<Response>): Promise<string> {
  const settled = await response;
  const text = await settled.text();
  if (settled.status !== 201)
    throw new Error(`seeding: expected 201, got ${settled.status}: ${text}`);
  return created.parse(JSON.parse(text)).id;
}

export interface PushedMutation {
  name: string;
  args: unknown;
}

/** Pushes `mutations` as the next ones of `client` and advances it; throws unless all applied. */
export async function pushGood(
  app: RequestApp,
  device: TestDevice,
  client: TrackedClient,
  mutations: PushedMutation[],
) {
  const first = (client.lastMutationId ?? 0) + 1;
  const response = await app.request('/api/sync/push', {
    method: 'POST',
    headers: { ...device.headers, 'content-type': 'application/json' },
    body: JSON.stringify({
      schemaVersion: SYNC_SCHEMA_VERSION,
      clientId: client.clientId,
      mutations: mutations.map((mutation, i) => ({ ...mutation, id: first + i, createdAt: AT })),
    }),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`seeding push: ${response.status} ${text}`);
  const answer = pushResponseSchema.parse(JSON.parse(text));
  client.lastMutationId = answer.lastMutationId;
  return answer;
}

function journalEntry(recipeId: string) {
  return {
    id: nextUuid(),
    recipeId,
    recipeName: 'Bean stew',
    date: '2030-03-03',
    rating: 4,
    notes: 'Good.',
    tags: ['weeknight'],
    cookingTime: 30,
    servings: 2,
  };
}

async function newSharedRecipe(app: RequestApp, other: TestDevice) {
  return createdId(
    restClient(app, other).post('/api/recipes', { ...RECIPE, name: 'Shared stew', isShared: true }),
  );
}

export async function seedWorld(app: RequestApp): Promise<World> {
  const [main, other, spare] = [
    await signInDevice(app),
    await signInDevice(app),
    await signInDevice(app),
  ];
  const api = restClient(app, main);
  const data = await seedHouseholdData(app, main);
  for (const name of PANTRY) {
    await createdId(
      api.post('/api/pantry', { name, category: 'pantry', expirationDate: '2099-01-01' }),
    );
  }
  const photo = nextUuid();
  const photoResponse = await app.request(`/api/photos/${photo}`, {
    method: 'PUT',
    headers: { ...main.headers, 'content-type': 'image/png' },
    body: TINY_PNG,
  });
  if (photoResponse.status !== 201) throw new Error(`seeding photo: ${photoResponse.status}`);
  const spoken = await api.post('/api/voice/speak', { text: 'Ready when you are.' });
  const { audioUrl } = z.object({ audioUrl: z.string() }).parse(await spoken.json());
  const invite = await api.post('/api/household/invites');
  const { code } = z.object({ code: z.string() }).parse(await invite.json());

  const seeder: TrackedClient = { clientId: `seeder-${main.deviceId}`, lastMutationId: 0 };
  const entry = journalEntry(data.recipeId);
  await pushGood(app, main, seeder, [{ name: 'journal.add', args: entry }]);
  const foreign: TrackedClient = { clientId: `foreign-${other.deviceId}`, lastMutationId: 0 };
  await pushGood(app, other, foreign, []);

  return {
    main,
    other,
    spare,
    ids: {
      pantry: data.pantryItemId,
      recipe: data.recipeId,
      session: data.sessionId,
      mealPlan: data.mealPlanId,
      grocery: data.groceryItemId,
      journal: entry.id,
      photo,
      clip: audioUrl.split('/').at(-1) ?? '',
      sharedRecipe: await newSharedRecipe(app, other),
    },
    inviteCode: code,
    tracked: { clientId: `fuzz-${main.deviceId}`, lastMutationId: 0 },
    seeder,
    foreignClientId: foreign.clientId,
    soundscapes: PLAYABLE_SOUNDSCAPES,
    nextUuid,
  };
}

async function isLive(db: Queryable, householdId: string, collection: string, id: string) {
  const row = await getEntity(db, { householdId, collection, id });
  return row !== undefined && !row.deleted;
}

/**
 * Puts back the real rows a fuzzed delete, removal or move took away, under new ids, so the
 * next batch still finds rows that exist behind every path parameter.
 */
export async function restoreRows(app: RequestApp, db: Queryable, world: World): Promise<void> {
  const { main, ids } = world;
  const api = restClient(app, main);
  const live = (collection: string, id: string) => isLive(db, main.householdId, collection, id);
  if (!(await live('pantryItems', ids.pantry))) {
    ids.pantry = await createdId(api.post('/api/pantry', { name: 'Saffron', category: 'pantry' }));
  }
  if (!(await live('recipes', ids.recipe))) {
    ids.recipe = await createdId(api.post('/api/recipes', RECIPE));
  }
  if (!(await live('cookingSessions', ids.session))) {
    ids.session = await createdId(api.post('/api/cooking/start', { recipeId: ids.recipe }));
  }
  if (!(await live('mealPlanEntries', ids.mealPlan))) {
    const entry = {
      date: '2030-03-03',
      mealType: 'dinner',
      recipeName: 'Stew',
      recipeId: ids.recipe,
    };
    ids.mealPlan = await createdId(api.post('/api/meal-plans', entry));
  }
  if (!(await live('groceryItems', ids.grocery))) {
    ids.grocery = await createdId(
      api.post('/api/grocery', { name: 'Truffle', estimatedPrice: 999 }),
    );
  }
  if (!(await live('journalEntries', ids.journal))) {
    const entry = journalEntry(ids.recipe);
    await pushGood(app, main, world.seeder, [{ name: 'journal.add', args: entry }]);
    ids.journal = entry.id;
  }
  if (!(await isLive(db, world.other.householdId, 'recipes', ids.sharedRecipe))) {
    ids.sharedRecipe = await newSharedRecipe(app, world.other);
  }
}
