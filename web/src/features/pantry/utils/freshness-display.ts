// How a pantry item's freshness is drawn: the bar value of @mise/domain's rules (spec §4, §9),
// the card's "N days" / "Expired" text, and a tone that colours bar and text. Undated items
// get a full bar and say so, since nothing is known to be going off.
import { FRESHNESS_LEVELS } from '@mise/domain/constants';
import {
  daysUntilExpiry,
  expiryLabel,
  freshnessForDays,
  type Freshness,
} from '@mise/domain/freshness';

export type FreshnessTone = keyof typeof FRESHNESS_LEVELS;

export interface FreshnessDisplay {
  value: Freshness;
  /** Whole days from today to the expiry date; undefined without a date. */
  days: number | undefined;
  label: string;
  tone: FreshnessTone;
}

const TONE_BY_VALUE: Record<Freshness, FreshnessTone> = {
  [FRESHNESS_LEVELS.expired]: 'expired',
  [FRESHNESS_LEVELS.urgent]: 'urgent',
  [FRESHNESS_LEVELS.soon]: 'soon',
  [FRESHNESS_LEVELS.fresh]: 'fresh',
};

export function freshnessDisplay(
  expirationDate: string | undefined,
  today: string,
): FreshnessDisplay {
  const days = expirationDate === undefined ? undefined : daysUntilExpiry(expirationDate, today);
  const value = freshnessForDays(days);
  return {
    value,
    days,
    label: days === undefined ? 'No date' : expiryLabel(days),
    tone: TONE_BY_VALUE[value],
  };
}
