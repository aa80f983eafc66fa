/**
 * What one stretch of words (clauses.ts) asks for, if anything. Fillers around it are tried off
 * and on: fixed phrases keep as many words as they can ("c'est bon" is resume though "bon" is a
 * filler), slotted ones drop as many ("substitute the butter please" asks about butter, not
 * "butter please"). Fixed phrases go before phrases with a slot ("what's next" is nextStep, not
 * a question about "next"), and bounds are kept: a timer from a second to 24 hours, servings a
 * whole number from 1 to 100. Fillers alone are a command only when nothing else was said:
 * "sorry?" asks to repeat, the "sorry" of "sorry, what's next?" does not. A stretch that starts
 * inside a clause must meet stricter rules (hearing.ts).
 */
import type { Span } from './clauses';
import { HOUR, MINUTE } from './duration';
import type { Grammar, Rule } from './grammar';
import { heardInside, isLoneOpener } from './hearing';
import type { CookingIntent } from './intent-types';
import { capturedName, nameReader } from './names';
import { matchPattern, type Captures, type Slot } from './pattern';
import { isFillers, trimmed, withoutAsides } from './trimming';
import type { SpokenWord } from './utterance';

const LONGEST_TIMER_SECONDS = 24 * HOUR;
const MOST_SERVINGS = 100;

/** What a span asks for, and the words that ask it: the span less the fillers taken off. */
export interface Heard {
  readonly intent: CookingIntent;
  readonly from: number;
  /** Excluded. */
  readonly to: number;
  /** Where the ingredient or term was said, if one was. */
  readonly name?: { readonly from: number; readonly to: number };
  /** Names a missing ingredient without asking for anything (vocabulary.missing). */
  readonly lendsName?: boolean;
}

export function readSpan(
  grammar: Grammar,
  words: readonly SpokenWord[],
  span: Span,
  text: string,
): Heard | undefined {
  const wholeUtterance = span.from === 0 && span.to === words.length;
  if (!wholeUtterance && isFillers(words.slice(span.from, span.to), grammar)) return undefined;
  const trimmings = trimmed(words, span, grammar).filter(
    (trimming) => !isLoneOpener(words, trimming, grammar),
  );
  // "I need 30 servings | for the party": only an amount said in full ends before a purpose.
  for (const trimming of span.beforePurpose ? [] : trimmings) {
    const said = words.slice(trimming.from, trimming.to);
    const folded = said.map((word) => word.word);
    const rule = phraseRule(grammar, folded);
    const intent = rule && toIntent(rule, rule.fixed ?? {}, grammar, text, said);
    if (!rule || !intent || !heardInside(words, span, trimming, intent, grammar)) continue;
    return { intent, ...withoutAsides(words, trimming, rule, grammar) };
  }
  if (span.beforeNoun) return undefined;
  // "no parmesan, any ideas?": a swap asked with the fillers on goes before a mere mention
  // found without them.
  let mention: Heard | undefined;
  for (const trimming of [...trimmings].reverse()) {
    const said = words.slice(trimming.from, trimming.to);
    const folded = said.map((word) => word.word);
    const readers = { ...grammar.readers, text: nameReader(words, trimming.from, grammar) };
    for (const rule of grammar.rulesFor(folded[0] ?? '').slotted) {
      // "…la hice para diez personas": a bare amount inside talk is talk.
      if (span.inside && rule.opensWithSlot) continue;
      if (span.beforePurpose && !isAmountRule(rule)) continue;
      if (mention && rule.lendsName) continue;
      const captures = matchPattern(rule.pattern, folded, readers, grammar.asides);
      const intent = captures && toIntent(rule, captures, grammar, text, said);
      if (!intent || !heardInside(words, span, trimming, intent, grammar)) continue;
      const name = captures.text && {
        from: trimming.from + captures.text.from,
        to: trimming.from + captures.text.to,
      };
      const heard = { intent, from: trimming.from, to: trimming.to, name };
      if (!rule.lendsName) return heard;
      mention = { ...heard, lendsName: true };
      break;
    }
  }
  return mention;
}

/**
 * The fixed phrase the words say. One that says every word goes before one that skips asides:
 * "que dois-je faire exactement là" asks about this step, though "que dois-je faire" with
 * "exactement" and "là" said aside asks for the next one.
 */
function phraseRule(grammar: Grammar, folded: readonly string[]): Rule | undefined {
  const { phrases } = grammar.rulesFor(folded[0] ?? '');
  const exact = phrases.find((candidate) =>
    matchPattern(candidate.pattern, folded, grammar.readers),
  );
  // Without an aside said, the second search could find nothing new.
  if (exact || !folded.some((word) => grammar.asides.has(word))) return exact;
  return phrases.find((candidate) =>
    matchPattern(candidate.pattern, folded, grammar.readers, grammar.asides),
  );
}

const AMOUNT_SLOTS: ReadonlySet<Slot> = new Set(['number', 'duration']);

/** A rule whose slots are all amounts: "{number} servings", "a timer for {duration}". */
function isAmountRule(rule: Rule): boolean {
  return [...rule.pattern.slots].every((slot) => AMOUNT_SLOTS.has(slot));
}

/** A timer of that many seconds, if it is one a cook can mean. */
export function timerFor(seconds: number): CookingIntent | undefined {
  const whole = Math.round(seconds);
  if (whole < 1 || whole > LONGEST_TIMER_SECONDS) return undefined;
  return { kind: 'setTimer', minutes: whole / MINUTE };
}

function toIntent(
  rule: Rule,
  captures: Captures,
  grammar: Grammar,
  text: string,
  span: readonly SpokenWord[],
): CookingIntent | undefined {
  const { kind } = rule;
  switch (kind) {
    case 'setTimer':
      return timerFor(captures.duration ?? (captures.number ?? 0) * MINUTE);
    case 'adjustServing': {
      const servings = captures.number ?? 0;
      const fits = Number.isInteger(servings) && servings >= 1 && servings <= MOST_SERVINGS;
      return fits ? { kind, servings } : undefined;
    }
    case 'substitute': {
      const ingredient = capturedName(captures, grammar, text, span);
      if (ingredient === false) return undefined;
      return ingredient ? { kind, ingredient } : { kind };
    }
    case 'explain': {
      const term = capturedName(captures, grammar, text, span);
      if (term === false) return undefined;
      return term ? { kind, term } : { kind };
    }
    default:
      return { kind };
  }
}
