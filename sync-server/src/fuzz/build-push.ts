/**
 * Turns a push plan into the JSON text sent, with the ids numbered from the tracked client's
 * lastMutationId, and says what the server must answer: the protocol's own schema reads the
 * text first, exactly as the route will, so the expectation never guesses at validity.
 */
import { MAX_PUSH_BYTES, pushRequestSchema } from '@mise/sync/protocol';
import { SYNC_SCHEMA_VERSION } from '@mise/sync/mutation';
import { MUTATION_TEMPLATES } from './mutation-templates';
import { mutateTemplate } from './mutate-template';
import type { IdOrder, MutationPlan, PushPlan } from './push-plan';
import { AT, type World } from './world';

export type PushExpectation =
  /** Every new mutation in sequence is processed (applied or refused); the client moves to `lastMutationId`. */
  | { kind: 'applied'; from: number; lastMutationId: number }
  | { kind: 'gap'; lastMutationId: number }
  /** Not a push the server can read (400), or over the limits (413); nothing changes. */
  | { kind: 'refused' }
  | { kind: 'forbidden' }
  /** An untracked client: only the generic rules apply. */
  | { kind: 'any' }
  /**
   * The tracked client, in a request the route may not read as a push of the main device
   * (another token, content type or method): where the client stands is read again after it.
   */
  | { kind: 'unsure' };

export interface BuiltPush {
  text: string;
  tag: string;
  expectation: PushExpectation;
}

function idsFor(order: IdOrder, base: number, plans: readonly MutationPlan[]): unknown[] {
  const next = plans.map((_, i) => base + 1 + i);
  switch (order) {
    case 'next':
      return next;
    case 'reversed':
      return next.reverse();
    case 'gap':
      return next.map((id) => id + 1);
    case 'duplicate':
      return next.length < 2 ? next : [...next.slice(0, -1), next[0]];
    case 'stale':
      return next.map((id) => id - plans.length);
    case 'hostile':
      return plans.map((plan) => plan.id.value);
  }
}

function argsText(plan: MutationPlan, world: World): { text: string; tag: string } {
  const template = MUTATION_TEMPLATES[plan.template](world);
  switch (plan.args.kind) {
    case 'template':
      return { text: JSON.stringify(template), tag: 'template' };
    case 'mutated':
      return mutateTemplate(template, plan.args.mutation);
    case 'hostile':
      return { text: JSON.stringify(plan.args.value.value), tag: `args:${plan.args.value.tag}` };
  }
}

function expectationFor(text: string, plan: PushPlan, base: number | undefined): PushExpectation {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { kind: 'refused' };
  }
  const push = pushRequestSchema.safeParse(parsed);
  if (!push.success || Buffer.byteLength(text) > MAX_PUSH_BYTES) return { kind: 'refused' };
  if (plan.client.kind === 'foreign') return { kind: 'forbidden' };
  if (plan.client.kind === 'hostile' || base === undefined) return { kind: 'any' };
  const fresh = push.data.mutations.filter((m) => m.id > base).sort((a, b) => a.id - b.id);
  if (fresh[0] === undefined) return { kind: 'applied', from: base, lastMutationId: base };
  if (fresh[0].id !== base + 1) return { kind: 'gap', lastMutationId: base };
  let last = base;
  for (const mutation of fresh) {
    // The server stops at the first id out of sequence (a repeat): the rest waits for a retry.
    if (mutation.id !== last + 1) break;
    last = mutation.id;
  }
  return { kind: 'applied', from: base, lastMutationId: last };
}

const placeholder = (i: number) => `__fuzz_args_${i}__`;

export function buildPush(plan: PushPlan, world: World): BuiltPush {
  const base = world.tracked.lastMutationId;
  const clientId =
    plan.client.kind === 'tracked'
      ? world.tracked.clientId
      : plan.client.kind === 'foreign'
        ? world.foreignClientId
        : plan.client.id.value;
  const ids = idsFor(plan.order, base ?? 0, plan.mutations);
  const args = plan.mutations.map((mutation) => argsText(mutation, world));
  const envelope = {
    schemaVersion:
      plan.schemaVersion === undefined ? SYNC_SCHEMA_VERSION : plan.schemaVersion.value,
    clientId,
    mutations: plan.mutations.map((mutation, i) => ({
      id: ids[i],
      name: mutation.name?.value ?? mutation.template,
      args: placeholder(i),
      createdAt: mutation.createdAt === undefined ? AT : mutation.createdAt.value,
    })),
  };
  let text = JSON.stringify(envelope);
  args.forEach((arg, i) => {
    text = text.replace(`"${placeholder(i)}"`, () => arg.text);
  });
  const client = plan.client.kind === 'hostile' ? `client:${plan.client.id.tag}` : plan.client.kind;
  const parts = plan.mutations.map((mutation, i) =>
    [
      mutation.name?.tag ?? mutation.template,
      args[i]?.tag,
      mutation.createdAt && `createdAt:${mutation.createdAt.tag}`,
    ]
      .filter(Boolean)
      .join('/'),
  );
  const version = plan.schemaVersion ? ` schemaVersion:${plan.schemaVersion.tag}` : '';
  return {
    text,
    tag: `push ${client} ${plan.order}${version} [${parts.join(', ')}]`,
    expectation: expectationFor(text, plan, base),
  };
}
