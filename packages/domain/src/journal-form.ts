/**
 * The journal's New Entry form (spec §3, §5, §9): text fields as typed, a star rating that
 * starts at 5, today's date. §5 gives the form no validation, so nearly anything is accepted
 * as written: blank lines and blank tags are dropped, a blank cooking time is "not noted" (0)
 * and blank servings are 1. What an entry cannot hold (no recipe name, a date that is not a
 * date, a word where a number goes) is refused with a message for its field, and the form keeps
 * everything typed.
 */
import { JOURNAL_DEFAULT_RATING } from './constants';
import { isIsoDate } from './dates';
import { tagKey } from './journal';

export interface JournalFormValues {
  recipeName: string;
  /** 1-5 stars. */
  rating: number;
  notes: string;
  /** One change per line. */
  modifications: string;
  /** Comma separated. */
  tags: string;
  occasion: string;
  /** YYYY-MM-DD, as a date input gives it. */
  date: string;
  /** Minutes, as typed. */
  cookingTime: string;
  /** As typed. */
  servings: string;
}

export type JournalFormField = keyof JournalFormValues;
export type JournalFormErrors = Partial<Record<JournalFormField, string>>;

/** An entry's own fields, read from the form (the id, recipe id and photos come from elsewhere). */
export interface JournalFormEntry {
  recipeName: string;
  date: string;
  rating: number;
  notes: string;
  modifications: string[];
  tags: string[];
  cookingTime: number;
  servings: number;
  occasion?: string;
}

export type JournalFormResult =
  | { readonly ok: true; readonly entry: JournalFormEntry }
  | { readonly ok: false; readonly errors: JournalFormErrors };

/** What "Add to journal" after cooking, or a link, fills in. */
export interface JournalFormPrefill {
  recipeName?: string | undefined;
  cookingTime?: number | undefined;
}

/** A fresh form for `today`: 5 stars (§3, §9), today's date, everything else blank. */
export function journalFormDefaults(
  today: string,
  prefill: JournalFormPrefill = {},
): JournalFormValues {
  return {
    recipeName: prefill.recipeName ?? '',
    rating: JOURNAL_DEFAULT_RATING,
    notes: '',
    modifications: '',
    tags: '',
    occasion: '',
    date: today,
    cookingTime: prefill.cookingTime === undefined ? '' : String(prefill.cookingTime),
    servings: '',
  };
}

/** One change per line; blank lines dropped. */
export function modificationsFromText(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** Comma-separated tags, spaces tidied, blanks dropped, each tag once whatever its case. */
export function tagsFromText(text: string): string[] {
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const raw of text.split(',')) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    if (!tag || seen.has(tagKey(tag))) continue;
    seen.add(tagKey(tag));
    tags.push(tag);
  }
  return tags;
}

type NumberRead = { value: number } | { error: string };

interface NumberRule {
  min: number;
  /** What a blank field means. */
  blank: number;
  notWhole: string;
  tooSmall: string;
}

/** A whole number typed in a field: blank means `rule.blank`; anything else must be digits. */
function wholeNumberFrom(text: string, rule: NumberRule): NumberRead {
  const trimmed = text.trim();
  if (trimmed === '') return { value: rule.blank };
  if (!/^-?\d+$/.test(trimmed) || !Number.isSafeInteger(Number(trimmed))) {
    return { error: rule.notWhole };
  }
  const value = Number(trimmed);
  return value < rule.min ? { error: rule.tooSmall } : { value };
}

const COOKING_TIME: NumberRule = {
  min: 0,
  blank: 0,
  notWhole: 'Cooking time must be a whole number of minutes',
  tooSmall: 'Cooking time cannot be negative',
};
const SERVINGS: NumberRule = {
  min: 1,
  blank: 1,
  notWhole: 'Servings must be a whole number',
  tooSmall: 'Servings must be at least 1',
};

/** The form read into an entry's fields, or a message for each field that cannot be stored. */
export function readJournalForm(values: JournalFormValues): JournalFormResult {
  const errors: JournalFormErrors = {};
  const recipeName = values.recipeName.trim();
  if (!recipeName) errors.recipeName = 'Recipe name is required';
  const date = values.date.trim();
  if (!date) errors.date = 'Date is required';
  else if (!isIsoDate(date)) errors.date = 'Date must be a real date (YYYY-MM-DD)';
  if (!Number.isInteger(values.rating) || values.rating < 1 || values.rating > 5) {
    errors.rating = 'Rating must be 1 to 5 stars';
  }
  const cookingTime = wholeNumberFrom(values.cookingTime, COOKING_TIME);
  if ('error' in cookingTime) errors.cookingTime = cookingTime.error;
  const servings = wholeNumberFrom(values.servings, SERVINGS);
  if ('error' in servings) errors.servings = servings.error;
  if ('error' in cookingTime || 'error' in servings || Object.keys(errors).length > 0) {
    return { ok: false, errors };
  }
  const occasion = values.occasion.trim();
  return {
    ok: true,
    entry: {
      recipeName,
      date,
      rating: values.rating,
      notes: values.notes.trim(),
      modifications: modificationsFromText(values.modifications),
      tags: tagsFromText(values.tags),
      cookingTime: cookingTime.value,
      servings: servings.value,
      ...(occasion ? { occasion } : {}),
    },
  };
}

/**
 * Minutes a finished cooking session took, for the journal entry "Add to journal" starts: the
 * time from start to finish when it looks like real cooking (1 minute to 12 hours), else the
 * recipe's own cook time (a session clicked through in seconds, or left open overnight).
 */
export function cookedMinutes(startedAt: string, finishedAt: Date, recipeCookTime: number): number {
  const elapsed = Math.round((finishedAt.getTime() - Date.parse(startedAt)) / 60_000);
  if (Number.isFinite(elapsed) && elapsed >= 1 && elapsed <= 12 * 60) return elapsed;
  return Math.max(0, Math.round(recipeCookTime));
}
