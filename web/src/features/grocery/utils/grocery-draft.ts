// The grocery add form's rules, apart from the component so they can be tested: name required
// (not blank once trimmed), quantity defaults to 1 and must be above 0 (fractions allowed,
// "0.5 kg"), unit defaults to piece, price is typed in dollars and stored in cents (blank = 0).
import { DEFAULT_QUANTITY, DEFAULT_UNIT } from '@mise/domain/constants';
import type { GroceryItemInput } from '@mise/domain/entities/grocery-item';
import { parseDollarsToCents } from './dollars-to-cents';

/** What the inputs hold: text, exactly as typed. */
export interface GroceryDraft {
  name: string;
  quantity: string;
  unit: string;
  price: string;
}

export type GroceryDraftErrors = Partial<Record<'name' | 'quantity' | 'price', string>>;

export type GroceryDraftResult =
  { ok: true; item: GroceryItemInput } | { ok: false; errors: GroceryDraftErrors };

export function groceryDraftDefaults(): GroceryDraft {
  return { name: '', quantity: String(DEFAULT_QUANTITY), unit: DEFAULT_UNIT, price: '' };
}

/** Quantity as typed: blank or not a number falls back to 1, like the pantry form (§5). */
function quantityFromInput(raw: string): number {
  const value = Number(raw.trim().replace(',', '.'));
  return raw.trim() === '' || !Number.isFinite(value) ? DEFAULT_QUANTITY : value;
}

/** The new line's id and timestamp come from the caller, so this stays pure. */
export function groceryItemFromDraft(
  draft: GroceryDraft,
  identity: { id: string; createdAt: string },
): GroceryDraftResult {
  const errors: GroceryDraftErrors = {};
  const name = draft.name.trim();
  if (name === '') errors.name = 'Enter what you need to buy.';
  const quantity = quantityFromInput(draft.quantity);
  if (quantity <= 0) errors.quantity = 'Quantity must be more than 0.';
  const estimatedPrice = parseDollarsToCents(draft.price);
  if (estimatedPrice === undefined) errors.price = 'Enter a price in dollars, like 2.99.';
  if (estimatedPrice === undefined || Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    item: {
      ...identity,
      name,
      quantity,
      unit: draft.unit.trim() || DEFAULT_UNIT,
      estimatedPrice,
      completed: false,
    },
  };
}
