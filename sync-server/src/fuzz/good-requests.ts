/**
 * A known-good request for every route: the body, query and device a real client would send.
 * Fuzzed payloads start from these (one field made hostile), and a test proves each one still
 * succeeds, so the fuzz keeps reaching past validation as the API changes. A route missing
 * here is still fuzzed with generic payloads, but that test fails until it has one.
 */
import { inviteResponseSchema as inviteSchema } from '@mise/domain/api/household';
import { SYNC_SCHEMA_VERSION } from '@mise/sync/mutation';
import { RECIPE } from '../testing/household-data';
import { type RequestApp, type TestDevice, signInDevice } from '../testing/two-households';
import { TINY_PNG } from './junk-files';
import type { ApiRoute } from './routes';
import { AT, type World } from './world';

export interface FormPart {
  name: string;
  file?: { bytes: Uint8Array; filename: string; type: string };
  text?: string;
}

export type GoodBody =
  | { type: 'none' }
  | { type: 'json'; value: unknown }
  | { type: 'form'; parts: FormPart[] }
  | { type: 'bytes'; bytes: Uint8Array; contentType: string };

export interface GoodRequest {
  body: GoodBody;
  query?: Record<string, string>;
  /** Which device sends it; the main one unless the route moves devices between households. */
  device?: (world: World) => TestDevice;
  /** The paths' real ids, when the route has parameters. */
  params?: (world: World) => string[];
}

const NONE: GoodBody = { type: 'none' };
const json = (value: unknown): GoodBody => ({ type: 'json', value });
const spare = (world: World) => world.spare;

type GoodRequests = Record<
  string,
  (world: World, app: RequestApp) => GoodRequest | Promise<GoodRequest>
>;

export const GOOD_REQUESTS: GoodRequests = {
  'GET /api/health': () => ({ body: NONE }),
  'POST /api/auth/anonymous': () => ({ body: NONE }),
  // A refresh token works once: each good refresh gets one of its own.
  'POST /api/auth/refresh': async (_world, app) => ({
    body: json({ refreshToken: (await signInDevice(app)).refreshToken }),
  }),
  'GET /api/household': () => ({ body: NONE, device: spare }),
  'POST /api/household/invites': () => ({ body: NONE, device: spare }),
  'POST /api/household/join': (w) => ({ body: json({ code: w.inviteCode }), device: spare }),
  'POST /api/household/leave': () => ({ body: NONE, device: spare }),
  'GET /api/household/invites': () => ({ body: NONE, device: spare }),
  // Revoking spends an invite: each good revoke gets one of its own.
  'DELETE /api/household/invites/:code': async (w, app) => {
    const created = await app.request('/api/household/invites', {
      method: 'POST',
      headers: w.spare.headers,
    });
    const { code } = inviteSchema.parse(await created.json());
    return { body: NONE, device: spare, params: () => [code] };
  },
  'POST /api/sync/push': (w) => ({
    body: json({
      schemaVersion: SYNC_SCHEMA_VERSION,
      clientId: `template-${w.nextUuid()}`,
      mutations: [
        {
          id: 1,
          name: 'pantry.add',
          args: { id: w.nextUuid(), name: 'Milk', category: 'fridge', addedAt: AT },
          createdAt: AT,
        },
      ],
    }),
  }),
  'GET /api/sync/pull': (w) => ({
    body: NONE,
    query: {
      clientId: w.tracked.clientId,
      cursor: '0',
      acked: '0',
      householdId: w.main.householdId,
    },
  }),
  'GET /api/sync/events': () => ({ body: NONE }),
  'GET /api/pantry': () => ({ body: NONE }),
  'GET /api/products/:code': () => ({ body: NONE, params: () => ['7394376616037'] }),
  'POST /api/pantry': () => ({
    body: json({
      name: 'Milk',
      category: 'fridge',
      quantity: 2,
      unit: 'l',
      expirationDate: '2030-01-01',
      imageUrl: '/images/milk.jpg',
    }),
  }),
  'POST /api/pantry/scan-photo': () => ({
    body: {
      type: 'form',
      parts: [
        { name: 'image', file: { bytes: TINY_PNG, filename: 'receipt.png', type: 'image/png' } },
      ],
    },
  }),
  'PUT /api/pantry/:id': (w) => ({
    body: json({ name: 'Oat milk', quantity: 3, expirationDate: null }),
    params: () => [w.ids.pantry],
  }),
  'DELETE /api/pantry/:id': (w) => ({ body: NONE, params: () => [w.ids.pantry] }),
  'GET /api/recipes': () => ({ body: NONE }),
  'GET /api/recipes/my': () => ({ body: NONE }),
  'GET /api/recipes/shared': () => ({
    body: NONE,
    query: { limit: '10', q: 'stew', cuisine: 'all' },
  }),
  'GET /api/recipes/quick': () => ({ body: NONE, query: { from: 'community' } }),
  'POST /api/recipes/generate': () => ({
    body: json({ dietaryRestrictions: [], cookTime: 'any', cuisine: 'any', difficulty: 'any' }),
  }),
  'POST /api/recipes/import': () => ({ body: json({ url: 'https://example.com/recipes/stew' }) }),
  'GET /api/recipes/:id': (w) => ({ body: NONE, params: () => [w.ids.recipe] }),
  'POST /api/recipes': () => ({
    body: json({
      ...RECIPE,
      description: 'A weeknight stew.',
      cuisine: 'mediterranean',
      difficulty: 'easy',
      dietaryTags: ['vegan'],
      isShared: false,
      instructions: [{ step: 1, instruction: 'Simmer.', duration: 10 }],
    }),
  }),
  'PATCH /api/recipes/:id/share': (w) => ({
    body: json({ isShared: true }),
    params: () => [w.ids.recipe],
  }),
  'POST /api/recipes/:id/favorite': (w) => ({ body: NONE, params: () => [w.ids.sharedRecipe] }),
  'POST /api/cooking/start': (w) => ({ body: json({ recipeId: w.ids.recipe }) }),
  'GET /api/cooking/session': () => ({ body: NONE }),
  'POST /api/cooking/guidance': () => ({
    body: json({ instruction: 'Dice the onion finely.', skillLevel: 'beginner' }),
  }),
  'PUT /api/cooking/session/:sessionId': (w) => ({
    body: json({ currentStep: 1 }),
    params: () => [w.ids.session],
  }),
  'GET /api/meal-plans': () => ({
    body: NONE,
    query: { startDate: '2030-03-01', endDate: '2030-03-07' },
  }),
  'POST /api/meal-plans': (w) => ({
    body: json({
      date: '2030-03-04',
      mealType: 'dinner',
      recipeName: 'Bean stew',
      recipeId: w.ids.recipe,
      notes: 'x',
    }),
  }),
  'POST /api/meal-plans/generate': () => ({
    body: json({
      preferences: {
        dietaryRestrictions: [],
        preferredCuisines: [],
        cookTimePreference: 'any',
        skillLevel: 'beginner',
      },
      days: 2,
      startDate: '2030-04-01',
    }),
  }),
  'GET /api/grocery': () => ({ body: NONE }),
  'POST /api/grocery': (w) => ({
    body: json({
      name: 'Flour',
      estimatedPrice: 250,
      quantity: 1.5,
      unit: 'kg',
      recipeId: w.ids.recipe,
    }),
  }),
  'PUT /api/grocery/:id': (w) => ({
    body: json({ completed: true }),
    params: () => [w.ids.grocery],
  }),
  'GET /api/preferences': () => ({ body: NONE }),
  'PUT /api/preferences': () => ({ body: json({ allergens: ['Peanuts'] }) }),
  'PUT /api/photos/:id': (w) => ({
    body: { type: 'bytes', bytes: TINY_PNG, contentType: 'image/png' },
    params: () => [w.ids.photo],
  }),
  'GET /api/photos/:id': (w) => ({ body: NONE, params: () => [w.ids.photo] }),
  'POST /api/ai/chef-leo/respond': () => ({ body: json({ userInput: 'How long?' }) }),
  'POST /api/ai/generate-recipe': () => ({
    body: json({ cuisine: 'italian', ingredients: ['pasta', 'tomato', 'garlic'] }),
  }),
  'POST /api/ai/process-intent': () => ({
    body: json({ command: 'set a timer for 5 minutes', language: 'en' }),
  }),
  'POST /api/ai/process-voice': () => ({ body: json({ command: 'next step' }) }),
  'POST /api/ai/scout/analyze': () => ({ body: json({ today: '2030-03-01' }) }),
  'POST /api/ai/generate-meal-plan': () => ({
    body: json({ days: 2, startDate: '2030-05-01' }),
  }),
  'POST /api/ingredients/parse': () => ({
    body: json({ lines: ['2 cups flour', '3 huevos grandes, batidos'], language: 'es' }),
  }),
  'POST /api/chef-leo/speak': () => ({
    body: json({ context: 'Simmer the beans', userInput: 'How long?', currentStep: 0 }),
  }),
  'POST /api/voice/interruption': () => ({
    body: json({ command: 'wait', sessionId: 'voice-123' }),
  }),
  'POST /api/voice/command': () => ({
    body: json({
      command: 'set a timer for 5 minutes',
      context: { currentRecipe: 'Bean stew', currentStep: 0, pantryItems: ['Eggs'], timestamp: AT },
      voiceSettings: { profile: 'michelin-chef', language: 'en', mode: 'concise' },
    }),
  }),
  'POST /api/speak': () => ({ body: json({ text: 'Stir the pot.' }) }),
  'POST /api/chef-leo/voice': () => ({ body: json({ text: 'Well done, chef.' }) }),
  'POST /api/voice/speak': () => ({
    body: json({
      text: 'Next step.',
      voiceProfile: 'celebrity-chef',
      emotion: 'energetic',
      mode: 'concise',
      language: 'fr',
    }),
  }),
  'GET /api/voice/audio/:id': (w) => ({ body: NONE, params: () => [w.ids.clip] }),
  'POST /api/voice/transcribe': () => ({
    body: {
      type: 'form',
      parts: [
        {
          name: 'audio',
          file: {
            bytes: Uint8Array.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3]),
            filename: 'a.webm',
            type: 'audio/webm',
          },
        },
        { name: 'language', text: 'en' },
      ],
    },
  }),
  'GET /api/soundscape/:id': () => ({ body: NONE, params: () => ['sizzling-pan'] }),
  'POST /api/live-kitchen/tickets': () => ({ body: NONE }),
  'GET /api/live-kitchen/socket': () => ({ body: NONE }),
  'ANY /api/* (no such endpoint)': () => ({ body: NONE, params: () => ['pantry-items'] }),
};

/** Real ids a route's path parameters may name, beyond its good request's own. */
export function realParamIds(route: ApiRoute, world: World): string[] {
  const { ids } = world;
  if (route.path.startsWith('/api/pantry/')) return [ids.pantry];
  if (route.path.startsWith('/api/recipes/'))
    return [ids.recipe, ids.sharedRecipe, 'seed-crispy-smash-burgers'];
  if (route.path.startsWith('/api/cooking/')) return [ids.session];
  if (route.path.startsWith('/api/grocery/')) return [ids.grocery];
  if (route.path.startsWith('/api/photos/')) return [ids.photo, world.nextUuid()];
  if (route.path.startsWith('/api/voice/audio/')) return [ids.clip];
  if (route.path.startsWith('/api/soundscape/')) return [...world.soundscapes, 'none'];
  return Object.values<string>({ ...ids });
}

/** Routes whose good request is not answered 2xx, and why. */
export const GOOD_REQUEST_STATUS: Record<string, { status: number; why: string }> = {
  'GET /api/live-kitchen/socket': {
    status: 404,
    why: 'a WebSocket upgrade needs a Node socket, which app.request() has not; a plain GET falls to the catch-all',
  },
  'ANY /api/* (no such endpoint)': {
    status: 404,
    why: 'the catch-all of paths that name no endpoint',
  },
};
