// One tab per browser drives sync (ARCHITECTURE §3): with two tabs open, writes made in either
// are pushed by the leading tab only, never by both, and the other tab takes over when the
// leader closes. Push bodies are read off the wire and attributed to the page that sent them.
import type { Page, Request } from '@playwright/test';
import { expect, test } from '@playwright/test';
import { z } from 'zod';
import { PantryPage } from './pages/pantry-page';
import { SyncStatus } from './pages/sync-status';

const pushSchema = z.object({
  clientId: z.string(),
  mutations: z.array(z.object({ id: z.number(), name: z.string() })),
});

test('S11: writes from two tabs are pushed by the leading tab alone', async ({ context }) => {
  const tabs = new Map<Page, string>();
  const sender = (request: Request) => tabs.get(request.frame().page()) ?? 'unknown';
  const pushedBy = new Map<string, Set<string>>();
  const pokeStreams: string[] = [];
  context.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/sync/events') pokeStreams.push(sender(request));
    if (pathname !== '/api/sync/push') return;
    const push = pushSchema.parse(request.postDataJSON());
    for (const mutation of push.mutations) {
      const key = `${mutation.name} ${push.clientId}#${mutation.id}`;
      pushedBy.set(key, new Set([...(pushedBy.get(key) ?? []), sender(request)]));
    }
  });

  const first = await context.newPage();
  const second = await context.newPage();
  tabs.set(first, 'first').set(second, 'second');
  const pantries = [new PantryPage(first), new PantryPage(second)] as const;
  for (const pantry of pantries) await pantry.goto();

  await pantries[0].addItem({ name: 'Basil' });
  await pantries[1].addItem({ name: 'Thyme' });
  // Both writes are in the shared database: each tab's live query shows the other's.
  await expect(pantries[0].card('Thyme')).toBeVisible();
  await expect(pantries[1].card('Basil')).toBeVisible();
  for (const tab of [first, second]) await new SyncStatus(tab).waitUntilSynced();

  // Exactly one tab listens for pokes: the leader. It alone pushed, and each write once.
  expect(new Set(pokeStreams).size).toBe(1);
  const leader = pokeStreams[0];
  const adds = [...pushedBy].filter(([key]) => key.startsWith('pantry.add'));
  expect(adds).toHaveLength(2);
  for (const [key, senders] of pushedBy) expect([...senders], key).toEqual([leader]);

  // The leader closes; the other tab takes the lock and pushes its next write itself.
  const [leaderPage, otherPage] = leader === 'first' ? [first, second] : [second, first];
  const other = tabs.get(otherPage);
  await leaderPage.close();
  await new PantryPage(otherPage).addItem({ name: 'Sage' });
  await new SyncStatus(otherPage).waitUntilSynced();
  const sage = [...pushedBy].filter(([key]) => key.startsWith('pantry.add')).slice(2);
  expect(sage.map(([, senders]) => [...senders])).toEqual([[other]]);
});
