// Seeds the budgets' kitchen the way a second device would: a device signs in anonymously,
// writes everything through the app's own mutators (the sync engine, pushed over HTTP) and
// creates an invite that the measured browser accepts through Settings.
import { deviceUserSchema, inviteResponseSchema } from '@mise/domain/api/household';
import { httpTransport } from '@mise/sync/client/http-transport';
import { MemoryStore } from '@mise/sync/client/memory-store';
import { SyncClient, type SyncStatus, realTime } from '@mise/sync/client/sync-client';
import { z } from 'zod';
import {
  KITCHEN_SIZE,
  type KitchenSize,
  groceryItems,
  mealPlan,
  pantryItems,
  recipes,
} from './kitchen-data';

const sessionSchema = z.object({ accessToken: z.string(), user: deviceUserSchema });

async function json(response: Response, status: number): Promise<unknown> {
  if (response.status !== status) {
    throw new Error(`${response.url}: expected ${status}, got ${response.status}`);
  }
  return response.json();
}

/** Fills a new household with the kitchen; returns the app path that joins a device to it. */
export async function seedKitchen(
  baseUrl: string,
  today = new Date(),
  size: KitchenSize = KITCHEN_SIZE,
): Promise<string> {
  const session = sessionSchema.parse(
    await json(await fetch(`${baseUrl}/api/auth/anonymous`, { method: 'POST' }), 201),
  );
  const authorization = `Bearer ${session.accessToken}`;
  const authed = (path: string, init: RequestInit = {}) =>
    fetch(`${baseUrl}${path}`, { ...init, headers: { ...init.headers, authorization } });

  let status: SyncStatus | undefined;
  const client = new SyncClient({
    store: new MemoryStore(),
    transport: httpTransport(authed),
    ...realTime,
    newClientId: () => `budgets-seed-${crypto.randomUUID()}`,
    onStatus: (latest) => {
      status = latest;
    },
  });
  // Queue everything first, then push it in the engine's batches.
  client.setOnline(false);
  const recipeList = recipes(today, size);
  for (const item of pantryItems(today, size)) await client.mutate('pantry.add', item);
  for (const recipe of recipeList) await client.mutate('recipe.create', recipe);
  for (const entry of mealPlan(today, recipeList, size)) await client.mutate('mealPlan.add', entry);
  for (const item of groceryItems(today, size)) await client.mutate('grocery.add', item);
  client.setOnline(true);
  await client.idle();
  if (!status || status.pending > 0 || status.rejected.length > 0) {
    throw new Error(`Seeding did not sync: ${JSON.stringify(status)}`);
  }

  const invite = inviteResponseSchema.parse(
    await json(await authed('/api/household/invites', { method: 'POST' }), 201),
  );
  console.log(
    `Seeded kitchen: ${size.pantry} pantry items, ${size.recipes} recipes, ` +
      `${size.plannedDays} planned days, ${size.grocery} grocery items.`,
  );
  return invite.url;
}
