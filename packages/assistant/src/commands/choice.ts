/**
 * Which of the commands heard in an utterance the cook meant.
 * - A reading nested in a longer one is a part of it ("what" in "what can I substitute?"), so
 *   the longer one stands; of two that share words, the later one does ("now you can | resume
 *   | the timer"), unless it starts inside a clause and the other at a clause edge.
 * - Of the rest, the last said is the command: what comes before sets the scene or is taken
 *   back ("wait, go back one", "go back, no, next step"). Words that only hold or release the
 *   assistant ("wait", "I'm back", "ok go on") give way to any other command said with them,
 *   before or after: "I'm back. Where were we?", "pause the timer, I'll carry on in a minute".
 * - A name said in one clause and asked about in the next is one request: "I'm out of
 *   buttermilk, what can I use instead?" asks for a swap of buttermilk, and so do "No ricotta.
 *   What else would work?" and "I'm out of buttermilk, what now?": a bare question after a
 *   missing ingredient asks what to use, and one after a term just mentioned asks what it
 *   means ("the recipe says blanch, what's that?").
 */
import type { CookingIntent, CookingIntentKind } from './intent-types';

export interface Reading {
  readonly intent: CookingIntent;
  readonly from: number;
  /** Excluded. */
  readonly to: number;
  /** Starts inside a clause (clauses.ts). */
  readonly inside: boolean;
  /** Where the ingredient or term was said, if one was. */
  readonly name?: { readonly from: number; readonly to: number };
  /** Only names a missing ingredient (reading.ts). */
  readonly lendsName?: boolean;
}

const HOLD_AND_RELEASE: ReadonlySet<CookingIntentKind> = new Set(['pause', 'resume']);

export function chooseReading(readings: readonly Reading[]): CookingIntent | undefined {
  const commands = separate(readings.filter((reading) => !reading.lendsName));
  const last =
    commands.findLast((reading) => !HOLD_AND_RELEASE.has(reading.intent.kind)) ?? commands.at(-1);
  if (!last || hasSlot(last.intent)) return last?.intent;
  const lenders = readings.filter((reading) => reading.lendsName);
  const named = [...commands, ...lenders]
    .sort((a, b) => a.to - b.to)
    .findLast((reading) => hasSlot(reading.intent) && namesFor(reading, last));
  return named?.intent ?? last.intent;
}

/**
 * Whether `reading` gives its name to `last`: one request said in two clauses ("I'm out of
 * buttermilk, what can I use instead?"), or a bare question about a missing ingredient or a
 * term just mentioned ("no ricotta, what now?", "the recipe says blanch, what's that?").
 */
function namesFor(reading: Reading, last: Reading): boolean {
  const { kind } = reading.intent;
  if (kind === last.intent.kind) return kind === 'substitute' || kind === 'explain';
  if (reading.to > last.from) return false;
  if (kind === 'substitute') return isBareQuestion(last.intent);
  const askedBack = isBareQuestion(last.intent) || last.intent.kind === 'repeat';
  return kind === 'explain' && reading.lendsName === true && askedBack;
}

/** The readings that stand, in the order said. */
function separate(readings: readonly Reading[]): Reading[] {
  const whole = readings.filter((reading) => !readings.some((other) => holds(other, reading)));
  const chosen: Reading[] = [];
  const edgesFirstThenLatest = [...whole].sort(
    (a, b) => Number(a.inside) - Number(b.inside) || b.to - a.to,
  );
  for (const reading of edgesFirstThenLatest) {
    if (!chosen.some((other) => reading.from < other.to && other.from < reading.to)) {
      chosen.push(reading);
    }
  }
  return chosen.sort((a, b) => a.to - b.to);
}

/** `outer` is said around `inner`, and is longer. */
function holds(outer: Reading, inner: Reading): boolean {
  const around = outer.from <= inner.from && inner.to <= outer.to;
  return around && outer.to - outer.from > inner.to - inner.from;
}

/** "what now?", "what do I do next?", "help!": asks for nothing named. */
function isBareQuestion(intent: CookingIntent): boolean {
  return intent.kind === 'nextStep' || (intent.kind === 'explain' && !hasSlot(intent));
}

function hasSlot(intent: CookingIntent): boolean {
  return Object.keys(intent).length > 1;
}
