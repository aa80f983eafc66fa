/**
 * Lengths of time as people say them to a kitchen timer, in any language whose words fill
 * `DurationWords`: "12 minutes", "an hour and a half", "1 hour 15 minutes", "half an hour",
 * "una hora y cuarto", "une demi-heure", "mezz'ora", "eineinhalb Stunden", "1h30". Read in
 * seconds so that halves and quarters of minutes and hours stay exact.
 */
import type { SpokenNumber } from '../spoken-number';
import type { ReadingsReader, SlotReader } from './pattern';
import { phraseWords, saidAt } from './words';

export const SECOND = 1;
export const MINUTE = 60;
export const HOUR = 3600;

export interface DurationWords {
  /** Unit words, singular and plural, with their length in seconds ("viertelstunde": 900). */
  readonly units: Readonly<Record<string, number>>;
  /** Lengths of time said in one word, with or without a number: "mezzora", "Viertelstunde". */
  readonly wholes?: Readonly<Record<string, number>>;
  /** Words that mean "one" in front of a unit without being numbers: English "a", "an". */
  readonly articles: readonly string[];
  /** Said instead of a number in front of a unit: "half an" (hour), "un quart d'" (heure). */
  readonly fractionsBefore: Readonly<Record<string, number>>;
  /** Added after the number or the unit: "and a half", "y cuarto", "e mezza". */
  readonly fractionsAfter: Readonly<Record<string, number>>;
  /** Join the parts of "1 hour and 15 minutes". */
  readonly connectors: readonly string[];
}

interface Part {
  seconds: number;
  unit: number;
  next: number;
}

type Fractions = readonly { words: readonly string[]; value: number }[];

export function durationReader(vocabulary: DurationWords, readNumber: SlotReader): ReadingsReader {
  const wholes = Object.entries(vocabulary.wholes ?? {});
  const units = new Map(
    [...Object.entries(vocabulary.units), ...wholes].map(([word, seconds]) => [
      phraseWords(word).join(' '),
      seconds,
    ]),
  );
  const wholeWords = new Set(wholes.flatMap(([word]) => phraseWords(word)));
  const unitAt = (words: readonly string[], at: number) => units.get(words[at] ?? '');
  const articles = new Set(vocabulary.articles.flatMap(phraseWords));
  const connectors = new Set(vocabulary.connectors.flatMap(phraseWords));
  const before = fractions(vocabulary.fractionsBefore);
  const after = fractions(vocabulary.fractionsAfter);

  function readPart(words: readonly string[], start: number): Part | undefined {
    const fraction = before.find((entry) => saidAt(words, start, entry.words));
    const fractionUnit = fraction && unitAt(words, start + fraction.words.length);
    if (fraction && fractionUnit) {
      const next = start + fraction.words.length + 1;
      return { seconds: fraction.value * fractionUnit, unit: fractionUnit, next };
    }
    const amount =
      readNumber(words, start) ??
      (articles.has(words[start] ?? '') ? { value: 1, next: start + 1 } : undefined);
    const early = amount && fractionAt(words, amount.next, after);
    let next = early?.next ?? amount?.next ?? start;
    const unit = unitAt(words, next);
    if (unit === undefined) return undefined;
    next += 1;
    const late = early ? undefined : fractionAt(words, next, after);
    // "hora y media", "mezzora": the one goes without saying.
    if (!amount && !late && !wholeWords.has(words[next - 1] ?? '')) return undefined;
    const value = (amount?.value ?? 1) + (early?.value ?? late?.value ?? 0);
    return { seconds: value * unit, unit, next: late?.next ?? next };
  }

  /**
   * Shortest first, and the pattern must match what follows: "5 Minuten ein" ends before "ein",
   * which belongs to the verb ("stell … ein"), while "an hour fifteen" needs the longer reading.
   */
  return (words, start) => {
    const first = readPart(words, start);
    if (!first) return [];
    const readings: SpokenNumber[] = [{ value: first.seconds, next: first.next }];
    let { seconds, unit, next } = first;
    for (;;) {
      const from = connectors.has(words[next] ?? '') ? next + 1 : next;
      const part = readPart(words, from);
      if (part && part.unit < unit) {
        ({ unit, next } = part);
        seconds += part.seconds;
        readings.push({ value: seconds, next });
        continue;
      }
      // "an hour fifteen", "1h30", "une heure trente": the next smaller unit goes unsaid.
      const smaller = unit === HOUR ? MINUTE : unit === MINUTE ? SECOND : undefined;
      const bare = smaller === undefined || part ? undefined : readNumber(words, from);
      if (smaller !== undefined && bare && isBareCount(bare) && !unitAt(words, bare.next)) {
        readings.push({ value: seconds + bare.value * smaller, next: bare.next });
      }
      return readings;
    }
  };
}

function isBareCount(number: SpokenNumber): boolean {
  return Number.isInteger(number.value) && number.value > 0 && number.value < 60;
}

function fractions(entries: Readonly<Record<string, number>>): Fractions {
  return Object.entries(entries)
    .map(([phrase, value]) => ({ words: phraseWords(phrase), value }))
    .sort((a, b) => b.words.length - a.words.length);
}

function fractionAt(
  words: readonly string[],
  start: number,
  entries: Fractions,
): { value: number; next: number } | undefined {
  const entry = entries.find((candidate) => saidAt(words, start, candidate.words));
  return entry && { value: entry.value, next: start + entry.words.length };
}
