/**
 * How `pnpm bench:intents` marks one parse against its labelled intent (bench/intents/README.md):
 * the intent is right when the kind is; intent+slots when every slot is equal too. Strings are
 * equal once trimmed, lower-cased and in Unicode NFC (a recogniser may write "è" as "e" plus a
 * combining accent; it is the same word), numbers within a thousandth (a minute is 60 seconds,
 * so 45 s is 0.75 and 20 s 0.333…). A slot one side names and the other leaves out is wrong:
 * "substitute" with no ingredient is not the same request as "substitute the butter".
 */
import type { CookingIntent } from '../src/commands/intent-types';

export interface IntentScore {
  /** Same kind. */
  intent: boolean;
  /** Same kind and equal slots. */
  slots: boolean;
}

const NUMBER_TOLERANCE = 0.001;

type Slot = string | number | undefined;

export function scoreIntent(got: CookingIntent, expected: CookingIntent): IntentScore {
  if (got.kind !== expected.kind) return { intent: false, slots: false };
  const gotSlots = slotsOf(got);
  const expectedSlots = slotsOf(expected);
  const names = new Set([...gotSlots.keys(), ...expectedSlots.keys()]);
  const slots = [...names].every((name) => sameSlot(gotSlots.get(name), expectedSlots.get(name)));
  return { intent: true, slots };
}

/** Every slot but the kind; a key present with the value undefined counts as left out. */
function slotsOf(intent: CookingIntent): Map<string, Slot> {
  const slots = new Map<string, Slot>();
  for (const [name, value] of Object.entries(intent)) {
    if (name === 'kind' || value === undefined) continue;
    slots.set(name, typeof value === 'number' ? value : String(value));
  }
  return slots;
}

function sameSlot(got: Slot, expected: Slot): boolean {
  if (typeof got === 'number' && typeof expected === 'number') {
    return Math.abs(got - expected) <= NUMBER_TOLERANCE;
  }
  if (typeof got === 'string' && typeof expected === 'string') {
    return comparable(got) === comparable(expected);
  }
  return got === expected;
}

const comparable = (text: string) => text.trim().toLowerCase().normalize('NFC');
