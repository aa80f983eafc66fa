/**
 * Is the server still well after a batch of hostile payloads? It answers GET /api/health with
 * 200, a recipe written now reads back, and the tracked sync client, whatever the batch pushed
 * to it, takes its next good mutation: lastMutationId advances by one and the row is there.
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { pushResponseSchema } from '@mise/sync/protocol';
import { SYNC_SCHEMA_VERSION } from '@mise/sync/mutation';
import { RECIPE } from '../testing/household-data';
import { restClient } from '../testing/rest-client';
import type { RequestApp } from '../testing/two-households';
import type { Violation } from './failures';
import { AT, type TrackedClient, type World } from './world';

const healthSchema = z.object({ status: z.literal('ok') });
const recipeSchema = z.object({ id: z.string(), name: z.string() });

/** JSON of an answer, or undefined when it is not JSON (which the schema then refuses). */
function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function unhealthy(step: string, status: number | undefined, detail: string): Violation {
  return {
    rule: 'unhealthy',
    route: `health check: ${step}`,
    ...(status === undefined ? {} : { status }),
    detail: detail.slice(0, 300),
    tags: [],
    sample: step,
  };
}

async function answer(response: Response | Promise<Response>) {
  const settled = await response;
  return { status: settled.status, text: await settled.text() };
}

/** Pushes `mutations` (none: only reads where the client stands) as the client's next ones. */
export async function pushNext(
  app: RequestApp,
  world: World,
  client: TrackedClient,
  mutations: { name: string; args: unknown }[],
) {
  const first = (client.lastMutationId ?? 0) + 1;
  return answer(
    app.request('/api/sync/push', {
      method: 'POST',
      headers: { ...world.main.headers, 'content-type': 'application/json' },
      body: JSON.stringify({
        schemaVersion: SYNC_SCHEMA_VERSION,
        clientId: client.clientId,
        mutations: mutations.map((m, i) => ({ ...m, id: first + i, createdAt: AT })),
      }),
    }),
  );
}

/**
 * A hostile payload may have claimed the tracked client's id first, from another device (403):
 * the client then goes on under a new id, as the device's sync engine does (rule S4).
 */
function adoptNewClient(world: World): void {
  world.tracked = { clientId: `fuzz-${world.nextUuid()}`, lastMutationId: 0 };
}

/** Reads the tracked client's lastMutationId again after an answer that left it unknown. */
export async function resync(app: RequestApp, world: World): Promise<Violation | undefined> {
  let read = await pushNext(app, world, { ...world.tracked, lastMutationId: undefined }, []);
  if (read.status === 403) {
    adoptNewClient(world);
    read = await pushNext(app, world, world.tracked, []);
  }
  if (read.status !== 200)
    return unhealthy('an empty push reads lastMutationId', read.status, read.text);
  const parsed = pushResponseSchema.safeParse(parseJson(read.text));
  if (!parsed.success)
    return unhealthy('an empty push reads lastMutationId', read.status, read.text);
  world.tracked.lastMutationId = parsed.data.lastMutationId;
  return undefined;
}

export async function checkHealth(app: RequestApp, world: World): Promise<Violation[]> {
  const problems: Violation[] = [];
  const health = await answer(app.request('/api/health'));
  if (health.status !== 200 || !healthSchema.safeParse(parseJson(health.text)).success) {
    problems.push(unhealthy('GET /api/health is 200 ok', health.status, health.text));
  }

  const api = restClient(app, world.main);
  const name = `Health check ${world.nextUuid()}`;
  const created = await answer(api.post('/api/recipes', { ...RECIPE, name }));
  if (created.status !== 201) {
    problems.push(unhealthy('POST /api/recipes writes', created.status, created.text));
  } else {
    const { id } = recipeSchema.parse(parseJson(created.text));
    const read = await answer(api.get(`/api/recipes/${id}`));
    if (read.status !== 200 || recipeSchema.safeParse(parseJson(read.text)).data?.name !== name) {
      problems.push(
        unhealthy('GET /api/recipes/{id} reads the recipe back', read.status, read.text),
      );
    }
  }

  if (world.tracked.lastMutationId === undefined) {
    const lost = await resync(app, world);
    if (lost) return [...problems, lost];
  }
  const id = world.nextUuid();
  const good = [
    {
      name: 'pantry.add',
      args: { id, name: `Health check ${randomUUID()}`, category: 'fridge', addedAt: AT },
    },
  ];
  let pushed = await pushNext(app, world, world.tracked, good);
  if (pushed.status === 403) {
    adoptNewClient(world);
    pushed = await pushNext(app, world, world.tracked, good);
  }
  const expected = (world.tracked.lastMutationId ?? 0) + 1;
  const result =
    pushed.status === 200 ? pushResponseSchema.safeParse(parseJson(pushed.text)) : undefined;
  if (
    !result?.success ||
    result.data.lastMutationId !== expected ||
    result.data.errors.length > 0
  ) {
    problems.push(
      unhealthy(
        `a good push after the batch advances lastMutationId to ${expected} and applies`,
        pushed.status,
        pushed.text,
      ),
    );
    world.tracked.lastMutationId = undefined;
  } else {
    world.tracked.lastMutationId = expected;
    const applied = await answer(api.put(`/api/pantry/${id}`, { quantity: 2 }));
    if (applied.status !== 200) {
      problems.push(
        unhealthy(
          'the pushed pantry item is there (PUT /api/pantry/{id})',
          applied.status,
          applied.text,
        ),
      );
    }
  }
  return problems;
}
