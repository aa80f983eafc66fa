// A shared recipe's id is its first sharer's, on every engine: another household that pushes a
// recipe under that id (with isShared) never puts its text in front of a third household, by
// id, in the community list, in the quick meals or in a cooking session.
import { randomUUID } from 'node:crypto';
import { sharedRecipeSummarySchema } from '@mise/domain/api/recipes';
import { recipeSchema } from '@mise/domain/entities/recipe';
import { SYNC_SCHEMA_VERSION } from '@mise/sync/mutation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { migrate } from '../storage/migrate';
import { enginesUnderTest } from '../storage/storage-test-engines';
import { expectBody, restClient } from '../testing/rest-client';
import { type TestApp, createTestApp } from '../testing/test-app';
import { type TestDevice, signInDevice } from '../testing/two-households';

const engines = enginesUnderTest();

describe.each(engines)('a shared recipe id on $label', (engine) => {
  let t: TestApp;
  let owner: TestDevice;
  let spoofer: TestDevice;
  let reader: TestDevice;

  beforeAll(async () => {
    const { db } = await engine.create();
    await migrate(db);
    t = await createTestApp({ db });
    [owner, spoofer, reader] = await Promise.all([
      signInDevice(t.app),
      signInDevice(t.app),
      signInDevice(t.app),
    ]);
  });
  afterAll(async () => {
    await t.close();
    await engine.cleanup();
  });

  const recipe = (name: string) => ({
    name,
    description: `${name}, as its cook wrote it`,
    cookTime: 15,
    ingredients: [{ name: 'Flour', amount: '2', unit: 'cup' }],
    instructions: [{ step: 1, instruction: `Make ${name}.` }],
    isShared: true,
  });

  let clients = 0;
  /** A sync push of one mutation, from a new sync client of `device`. */
  async function push(device: TestDevice, name: string, args: Record<string, unknown>) {
    const createdAt = t.clock.now().toISOString();
    const response = await restClient(t.app, device).post('/api/sync/push', {
      schemaVersion: SYNC_SCHEMA_VERSION,
      clientId: `client-${++clients}`,
      mutations: [{ id: 1, name, args, createdAt }],
    });
    expect(response.status).toBe(200);
  }

  async function shareAsOwner(name: string): Promise<string> {
    const created = await expectBody(
      restClient(t.app, owner).post('/api/recipes', recipe(name)),
      201,
      recipeSchema,
    );
    return created.id;
  }

  async function spoof(id: string, name: string) {
    spoofer = await signInDevice(t.app);
    await push(spoofer, 'recipe.create', {
      ...recipe(name),
      id,
      createdAt: t.clock.now().toISOString(),
    });
  }

  it('GET /api/recipes/{id} gives the first sharer’s recipe to everyone else', async () => {
    const id = await shareAsOwner('Grandma’s scones');
    await spoof(id, 'Spam scones');
    const seen = await expectBody(
      restClient(t.app, reader).get(`/api/recipes/${id}`),
      200,
      recipeSchema,
    );
    expect(seen.name).toBe('Grandma’s scones');
    // The spoofer's row is still its own recipe, inside its own household.
    const own = await expectBody(
      restClient(t.app, spoofer).get(`/api/recipes/${id}`),
      200,
      recipeSchema,
    );
    expect(own.name).toBe('Spam scones');
  });

  it('the community list and the quick meals show the id once, with the first sharer’s text', async () => {
    const id = await shareAsOwner('Lemon drizzle');
    await spoof(id, 'Lemon drizzle (spoofed)');
    const shared = await expectBody(
      restClient(t.app, reader).get('/api/recipes/shared?q=lemon%20drizzle'),
      200,
      z.array(sharedRecipeSummarySchema),
    );
    expect(shared.filter((summary) => summary.id === id).map((summary) => summary.name)).toEqual([
      'Lemon drizzle',
    ]);
    const quick = await expectBody(
      restClient(t.app, reader).get('/api/recipes/quick?from=community'),
      200,
      z.array(z.object({ id: z.string(), name: z.string() })),
    );
    expect(quick.filter((meal) => meal.id === id).map((meal) => meal.name)).toEqual([
      'Lemon drizzle',
    ]);
  });

  it('a cooking session of the id is guided by the first sharer’s steps', async () => {
    const id = await shareAsOwner('Soda bread');
    await spoof(id, 'Soda bread (spoofed)');
    const api = restClient(t.app, reader);
    expect((await api.post('/api/cooking/start', { recipeId: id })).status).toBe(201);
    const reply = await expectBody(
      api.post('/api/voice/command', {
        command: 'repeat',
        context: { currentStep: 0, timestamp: t.clock.now().toISOString() },
      }),
      200,
      z.object({ text: z.string() }),
    );
    expect(reply.text).toContain('Make Soda bread.');
  });

  it('stays its first sharer’s after they delete it: a later copy does not take its place', async () => {
    const id = await shareAsOwner('Flapjacks');
    await spoof(id, 'Flapjacks (spoofed)');
    await push(owner, 'recipe.remove', { id });
    expect((await restClient(t.app, reader).get(`/api/recipes/${id}`)).status).toBe(404);
    const shared = await expectBody(
      restClient(t.app, reader).get('/api/recipes/shared?q=flapjacks'),
      200,
      z.array(sharedRecipeSummarySchema),
    );
    expect(shared.map((summary) => summary.id)).not.toContain(id);
  });

  it('a household sharing a fresh id of its own is listed as before', async () => {
    const id = randomUUID();
    await push(owner, 'recipe.create', {
      ...recipe('Oat cookies'),
      id,
      createdAt: t.clock.now().toISOString(),
    });
    const seen = await expectBody(
      restClient(t.app, reader).get(`/api/recipes/${id}`),
      200,
      recipeSchema,
    );
    expect(seen.name).toBe('Oat cookies');
  });
});
