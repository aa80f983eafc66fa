/**
 * The times and temperatures a step's text gives ("simmer 10 minutes", "5 to 7 minutes",
 * "at 200 °C (400 °F)"), so guidance can say when to check and the timer can be suggested.
 */
import { counted } from '@mise/domain/plural';

export interface StepTime {
  /** The shorter end of a range, in minutes: "5 to 7 minutes" → 5. */
  readonly minMinutes: number;
  readonly maxMinutes: number;
}

export interface StepTemperature {
  /** As written: "200 °C (400 °F)". */
  readonly text: string;
  /** True when it is the food's own temperature ("reads 88 °C"), not the oven's or oil's. */
  readonly internal: boolean;
}

const NUMBER_WORDS: Readonly<Record<string, number>> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
};
const NUMBER = `(?:\\d+(?:[.,]\\d+)?|${Object.keys(NUMBER_WORDS).join('|')})`;
// Units and "to" of the five command languages: "5 a 7 minutos", "10 Minuten", "1 heure".
const HOURS = 'hours?|hrs?|horas?|heures?|ore|ora|stunden?|std';
const SECONDS = 'seconds?|secs?|segundos?|secondes?|secondi|secondo|sekunden?|sek';
const MINUTES = 'minutes?|mins?|minutos?|minuti|minuto|minuten';
const TIME = new RegExp(
  `\\b(${NUMBER})(?:\\s*(?:-|–|to|or|a(?=\\s*\\d)|à|o(?=\\s*\\d)|ou|bis|oder)\\s*(${NUMBER}))?\\s*(${HOURS}|${SECONDS}|${MINUTES})\\b`,
  'gi',
);
const IS_HOURS = new RegExp(`^(?:${HOURS})$`, 'i');
const IS_SECONDS = new RegExp(`^(?:${SECONDS})$`, 'i');
const TEMPERATURE = /(\d{2,3})\s*°\s*([CF])\b(?:\s*\(\s*(\d{2,3})\s*°\s*([CF])\s*\))?/g;
const INTERNAL_CUE = /\b(?:reads?|reaches|internal|centre|center|thickest|core)\b/i;

function numberOf(text: string): number {
  return NUMBER_WORDS[text.toLowerCase()] ?? Number(text.replace(',', '.'));
}

function perMinute(unit: string): number {
  return IS_HOURS.test(unit) ? 60 : IS_SECONDS.test(unit) ? 1 / 60 : 1;
}

/** Every time the text gives, in order. */
export function timesIn(text: string): StepTime[] {
  return [...text.matchAll(TIME)].flatMap(([, from = '', to, unit = 'minutes']) => {
    const scale = perMinute(unit);
    const min = numberOf(from) * scale;
    const max = to === undefined ? min : numberOf(to) * scale;
    return Number.isFinite(min) && Number.isFinite(max) && max > 0
      ? [{ minMinutes: Math.min(min, max), maxMinutes: Math.max(min, max) }]
      : [];
  });
}

/** Every temperature the text gives, in order. */
export function temperaturesIn(text: string): StepTemperature[] {
  return [...text.matchAll(TEMPERATURE)].map((match) => {
    const before = text.slice(Math.max(0, match.index - 40), match.index);
    return { text: match[0].replace(/\s*°\s*/g, ' °'), internal: INTERNAL_CUE.test(before) };
  });
}

/** Minutes as spoken in guidance: "10 minutes", "1 minute", "90 seconds", "2 hours". */
export function minutesPhrase(minutes: number): string {
  if (minutes < 1) return counted(Math.round(minutes * 60), { one: 'second', other: 'seconds' });
  if (minutes >= 120 && minutes % 60 === 0) return `${minutes / 60} hours`;
  return counted(Math.round(minutes * 10) / 10, { one: 'minute', other: 'minutes' });
}
