/**
 * Fuzzed sync pushes: every mutation name of the registry (and names that are not), with its
 * valid arguments, the same with one field made hostile, or hostile arguments outright; to the
 * tracked client, a hostile client id or another device's client; with ids in order, reversed,
 * with a gap, repeated, already applied, or not numbers at all.
 */
import fc from 'fast-check';
import { MUTATOR_NAMES, type MutatorName } from '@mise/sync/mutators/registry';
import { hostileJson, hostileNumber } from './hostile-json';
import { shortHostileString } from './hostile-strings';
import { type TemplateMutation, templateMutation } from './mutate-template';
import { type Tagged, tagged, taggedFrom } from './tagged';

export type ClientPlan =
  { kind: 'tracked' } | { kind: 'foreign' } | { kind: 'hostile'; id: Tagged<unknown> };

export type IdOrder = 'next' | 'reversed' | 'gap' | 'duplicate' | 'stale' | 'hostile';

export type ArgsPlan =
  | { kind: 'template' }
  | { kind: 'mutated'; mutation: TemplateMutation }
  | { kind: 'hostile'; value: Tagged<unknown> };

export interface MutationPlan {
  /** The registry mutator whose template gives the arguments. */
  template: MutatorName;
  /** Another name to send instead of the template's (unknown, malformed, hostile). */
  name?: Tagged<string>;
  args: ArgsPlan;
  createdAt?: Tagged<unknown>;
  /** The id, when the push's order is `hostile`. */
  id: Tagged<unknown>;
}

export interface PushPlan {
  client: ClientPlan;
  schemaVersion?: Tagged<unknown>;
  order: IdOrder;
  mutations: MutationPlan[];
}

const otherName = fc.oneof(
  taggedFrom(
    'name-unknown',
    'pantry.explode',
    'constructor.constructor',
    'toString.call',
    'pantry.__proto__',
    'rows.restoreAll',
  ),
  taggedFrom('name-malformed', 'pantry', 'pantry.add.extra', 'Pantry.add', '.add', 'pantry.add '),
  shortHostileString,
);

const argsPlan: fc.Arbitrary<ArgsPlan> = fc.oneof(
  { weight: 3, arbitrary: fc.constant({ kind: 'template' as const }) },
  {
    weight: 10,
    arbitrary: fc.record({ kind: fc.constant('mutated' as const), mutation: templateMutation }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ kind: fc.constant('hostile' as const), value: hostileJson }),
  },
);

const rare = <T>(arbitrary: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 12, arbitrary: fc.constant(undefined) }, { weight: 1, arbitrary });

const mutationPlan: fc.Arbitrary<MutationPlan> = fc.record({
  template: fc.constantFrom(...MUTATOR_NAMES),
  name: rare(otherName),
  args: argsPlan,
  createdAt: rare(hostileJson),
  id: fc.oneof(hostileNumber, hostileJson),
});

const clientPlan: fc.Arbitrary<ClientPlan> = fc.oneof(
  { weight: 8, arbitrary: fc.constant({ kind: 'tracked' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'foreign' as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('hostile' as const),
      id: fc.oneof(shortHostileString, hostileJson),
    }),
  },
);

export const pushPlan: fc.Arbitrary<PushPlan> = fc.record({
  client: clientPlan,
  schemaVersion: rare(
    fc.oneof(hostileJson, tagged('schema-version', fc.constantFrom(0, 2, '1', 1.5))),
  ),
  order: fc.constantFrom<IdOrder>(
    'next',
    'next',
    'next',
    'next',
    'reversed',
    'gap',
    'duplicate',
    'stale',
    'hostile',
  ),
  mutations: fc.array(mutationPlan, { minLength: 0, maxLength: 6 }),
});
