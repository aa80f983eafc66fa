/**
 * The steps of a fault-injection run, as fast-check arbitraries: what the cooks do (writes on
 * any device, including quantity deltas and check-offs of one shared list), and what the world
 * does to them (syncs, partitions, late deliveries, server restarts).
 */
import fc from 'fast-check';
import type { FaultRates } from './world';

const names = fc.constantFrom('Eggs', 'Milk', 'Flour', 'Basil', 'Rice', 'Butter');

export type Write =
  | { type: 'pantryAdd'; name: string; quantity: number }
  | { type: 'adjust'; pick: number; delta: number }
  | { type: 'pantryRemove'; pick: number }
  | { type: 'rename'; pick: number; name: string }
  | { type: 'groceryAdd'; name: string; price: number }
  | { type: 'check'; pick: number; completed: boolean }
  | { type: 'groceryRemove'; pick: number }
  /** Re-adds an id that exists somewhere: the server refuses it (rule S5). */
  | { type: 'duplicateAdd'; pick: number };

const pick = fc.nat({ max: 1000 });

export const writeArb: fc.Arbitrary<Write> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('pantryAdd'),
      name: names,
      quantity: fc.integer({ min: 1, max: 12 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant('adjust'),
      pick,
      delta: fc.integer({ min: -3, max: 3 }).filter((d) => d !== 0),
    }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('pantryRemove'), pick }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('rename'), pick, name: names }) },
  {
    weight: 3,
    arbitrary: fc.record({
      type: fc.constant('groceryAdd'),
      name: names,
      price: fc.integer({ min: 0, max: 2000 }),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({ type: fc.constant('check'), pick, completed: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('groceryRemove'), pick }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant('duplicateAdd'), pick }) },
);

export type Step =
  | { kind: 'write'; device: number; write: Write }
  | { kind: 'sync'; device: number }
  | { kind: 'toggleOnline'; device: number }
  | { kind: 'deliverDelayed' }
  | { kind: 'restart' };

export function stepArb(devices: number): fc.Arbitrary<Step> {
  const device = fc.nat({ max: devices - 1 });
  return fc.oneof(
    { weight: 8, arbitrary: fc.record({ kind: fc.constant('write'), device, write: writeArb }) },
    { weight: 4, arbitrary: fc.record({ kind: fc.constant('sync'), device }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('toggleOnline'), device }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'deliverDelayed' as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'restart' as const }) },
  );
}

const rate = (max: number) => fc.double({ min: 0, max, noNaN: true });

export const faultRatesArb: fc.Arbitrary<FaultRates> = fc.record({
  dropRequest: rate(0.2),
  delayRequest: rate(0.1),
  dropResponse: rate(0.2),
  duplicate: rate(0.1),
});

export interface Scenario {
  devices: number;
  networkSeed: number;
  faults: FaultRates;
  steps: Step[];
}

export const scenarioArb: fc.Arbitrary<Scenario> = fc.integer({ min: 3, max: 4 }).chain((devices) =>
  fc.record({
    devices: fc.constant(devices),
    networkSeed: fc.integer(),
    faults: faultRatesArb,
    steps: fc.array(stepArb(devices), { minLength: 10, maxLength: 60 }),
  }),
);
