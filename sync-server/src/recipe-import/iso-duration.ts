/**
 * Recipe times as pages write them: ISO 8601 durations (schema.org's "PT1H30M", "P0DT0H35M",
 * "PT90M", "PT0.5H") and, since some pages ignore the standard, plain words ("1 hour 30 mins",
 * "45 minutes"). In whole minutes, rounded; a few seconds count as a minute.
 */
const NUMBER = String.raw`(\d+(?:[.,]\d+)?)`;
const ISO = new RegExp(
  `^P(?:${NUMBER}Y)?(?:${NUMBER}M)?(?:${NUMBER}W)?(?:${NUMBER}D)?` +
    `(?:T(?:${NUMBER}H)?(?:${NUMBER}M)?(?:${NUMBER}S)?)?$`,
  'i',
);
// Years and months are rare in recipes; taken at their usual length when a page uses them.
const ISO_MINUTES = [365 * 24 * 60, 30 * 24 * 60, 7 * 24 * 60, 24 * 60, 60, 1, 1 / 60];
const WORDED = /(\d+(?:[.,]\d+)?)\s*(days?|d|hours?|hrs?|h|minutes?|mins?|m)\b/gi;

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
  let minutes = 0;
  let found = false;
  for (const [, amount = '', unit = ''] of trimmed.matchAll(WORDED)) {
    found = true;
    const first = unit.toLowerCase()[0];
    minutes += number(amount) * (first === 'd' ? 24 * 60 : first === 'h' ? 60 : 1);
  }
  return found ? toWholeMinutes(minutes) : undefined;
}

function toWholeMinutes(minutes: number): number | undefined {
  if (!Number.isFinite(minutes)) return undefined;
  if (minutes > 0 && minutes < 1) return 1;
  return Math.round(minutes);
}
