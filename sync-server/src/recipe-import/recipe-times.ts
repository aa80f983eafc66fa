/**
 * A Recipe's times in minutes: cookTime for the form is the page's totalTime, else prepTime +
 * cookTime; timeSplit keeps prepTime and cookTime apart. A step's own time is read the same way.
 */
import type { TimeSplit } from '@mise/domain/entities/recipe';
import { durationMinutes } from './iso-duration';
import { type SchemaNode, firstText } from './schema-values';

/**
 * "PT45S" for a recipe's preparation: a site's template that writes minutes in the seconds
 * field (no dish is prepared in 45 seconds). A few seconds still count as a minute.
 */
const SECONDS_ONLY = /^PT(\d+)S$/i;
const FEWEST_MISWRITTEN_SECONDS = 5;

export function firstDuration(node: SchemaNode, ...keys: readonly string[]): number | undefined {
  for (const key of keys) {
    const text = firstText(node, key);
    const minutes = text === undefined ? undefined : durationMinutes(text);
    if (minutes !== undefined && minutes > 0) return minutes;
  }
  return undefined;
}

/** A whole recipe's time, where seconds alone are taken for the minutes they were meant as. */
function recipeDuration(node: SchemaNode, key: string): number | undefined {
  const seconds = SECONDS_ONLY.exec(firstText(node, key)?.trim() ?? '')?.[1];
  if (seconds !== undefined && Number(seconds) >= FEWEST_MISWRITTEN_SECONDS) return Number(seconds);
  return firstDuration(node, key);
}

/** The page's prepTime and cookTime, each when it states one. */
export function timeSplitOf(node: SchemaNode): TimeSplit | undefined {
  const prep = recipeDuration(node, 'prepTime');
  const cook = recipeDuration(node, 'cookTime');
  if (prep === undefined && cook === undefined) return undefined;
  return { ...(prep !== undefined && { prep }), ...(cook !== undefined && { cook }) };
}

export function cookTimeOf(node: SchemaNode): number | undefined {
  const total = recipeDuration(node, 'totalTime');
  if (total !== undefined) return total;
  const parts = ['prepTime', 'cookTime'].map((key) => recipeDuration(node, key));
  if (parts.every((part) => part === undefined)) return undefined;
  return parts.reduce<number>((sum, part) => sum + (part ?? 0), 0);
}
