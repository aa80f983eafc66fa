/**
 * Recipe times as pages write them: ISO 8601 durations (schema.org's "PT1H30M", "P0DT0H35M",
 * "PT90M", "PT0.5H") and, since some pages ignore the standard, plain words in the five
 * languages we speak ("1 hour 30 mins", "45 minutes", "1h10", "20 Min.", "1 heure"). In whole
 * minutes, rounded; a few seconds count as a minute.
 */
const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
// A designator may come without its number ("PTH25MS", a plugin's template with the hours and
// seconds left empty): it counts nothing.
const ISO = new RegExp(
  `^P(?:${NUMBER}?Y)?(?:${NUMBER}?M)?(?:${NUMBER}?W)?(?:${NUMBER}?D)?` +
    `(?:T(?:${NUMBER}?H)?(?:${NUMBER}?M)?(?:${NUMBER}?S)?)?$`,
  'i',
);
// Years and months are rare in recipes; taken at their usual length when a page uses them.
const ISO_MINUTES = [365 * 24 * 60, 30 * 24 * 60, 7 * 24 * 60, 24 * 60, 60, 1, 1 / 60];
const DAYS = String.raw`days?|jours?|d[ií]as?|giorni|tage?|d`;
const HOURS = String.raw`hours?|hrs?|heures?|horas?|ore|stunden?|std|h`;
const MINUTES = String.raw`minutes?|minuten|minuti|minutos|mins?|mn|m`;
const WORDED = new RegExp(
  String.raw`(\d+(?:[.,]\d+)?)\s*(${DAYS}|${HOURS}|${MINUTES})(?![a-zà-ÿ])`,
  'gi',
);
const IS_DAYS = new RegExp(`^(?:${DAYS})$`, 'i');
const IS_HOURS = new RegExp(`^(?:${HOURS})$`, 'i');
/** "1h10", "2 h 30": minutes written after the hours without their unit. */
const HOURS_THEN_MINUTES = /(\d)\s*h\s*(\d{1,2})(?!\s*[\d.,]|\s*m)/gi;
const withMinutesNamed = (text: string) => text.replace(HOURS_THEN_MINUTES, '$1 h $2 min');

const number = (text: string) => Number(text.replace(',', '.'));

export function durationMinutes(text: string): number | undefined {
  const trimmed = text.trim();
  const iso = ISO.exec(trimmed);
  if (iso && trimmed.length > 1 && !/T$/i.test(trimmed)) {
    const minutes = iso
      .slice(1)
      .reduce((sum, part, index) => sum + (part ? number(part) * (ISO_MINUTES[index] ?? 0) : 0), 0);
    return toWholeMinutes(minutes);
  }
  // A negative ISO-like duration ("PT-476070H19M32S", a plugin's difference of two dates the
  // wrong way round) states no time; read as words it was 28,564,219 minutes. Other broken ISO
  // forms are read as words below ("PT0D0H30M", days written after the T, is 30 minutes).
  if (/^-?P\S*-/i.test(trimmed) || /^-P/i.test(trimmed)) return undefined;
  let minutes = 0;
  let found = false;
  for (const [, amount = '', unit = ''] of withMinutesNamed(trimmed).matchAll(WORDED)) {
    found = true;
    minutes += number(amount) * (IS_DAYS.test(unit) ? 24 * 60 : IS_HOURS.test(unit) ? 60 : 1);
  }
  return found ? toWholeMinutes(minutes) : undefined;
}

/** Words that join a duration's parts ("1 hour and 10 minutes", "1 heure et 10 minutes"). */
const JOINS = /\b(?:and|et|y|e|und)\b/gi;

/**
 * A text that is nothing but a duration ("35 mins", "1h10", "1 Std. 20 Min."), in minutes; a
 * sentence that holds one ("the pasta for 10 minutes") is not.
 */
export function durationOnlyMinutes(text: string): number | undefined {
  const rest = withMinutesNamed(text)
    .replace(WORDED, '')
    .replace(JOINS, '')
    .replace(/[\s.,:()\-–—]/g, '');
  return rest === '' ? durationMinutes(text) : undefined;
}

function toWholeMinutes(minutes: number): number | undefined {
  if (!Number.isFinite(minutes)) return undefined;
  if (minutes > 0 && minutes < 1) return 1;
  return Math.round(minutes);
}
