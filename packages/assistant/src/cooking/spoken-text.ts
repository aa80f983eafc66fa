/** Small helpers for sentences the assistant speaks. */

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
export const lowerFirst = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** "a", "a and b", "a, b and c" (or "or"). */
export function listWords(words: readonly string[], conjunction = 'and'): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} ${conjunction} ${words[words.length - 1] ?? ''}`;
}

/** Sentences joined with single spaces, empty ones dropped. */
export const sentences = (...parts: readonly (string | undefined)[]) =>
  parts.filter((part): part is string => part !== undefined && part.trim() !== '').join(' ');

/** The text ending in a full stop, unless it already ends a sentence. */
export const withStop = (text: string) =>
  /[.!?…]["”’)]?$/.test(text.trim()) ? text.trim() : `${text.trim()}.`;
