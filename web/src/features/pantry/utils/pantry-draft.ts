// The pantry add form's rules (spec §4, §5), kept apart from the component so they can be tested:
// the values it opens with, and turning what was typed into a pantry item or field errors.
// The name must not be blank once trimmed; quantity falls back to 1 when it is not a number
// and may not go below 1; a blank unit means the default (piece); a blank date means none.
import { DEFAULT_UNIT } from '@mise/domain/constants';
import { isIsoDate } from '@mise/domain/dates';
import type { PantryItemInput } from '@mise/domain/entities/pantry-item';
import { pantryFormDefaults, pantryQuantityFromInput } from '@mise/domain/forms';
import type { PantryCategory } from '@mise/domain/options';
import type { VoiceAddRequest } from '@mise/assistant/voice-add';

/** What the inputs hold: text, exactly as typed. */
export interface PantryDraft {
  name: string;
  category: PantryCategory;
  quantity: string;
  unit: string;
  expirationDate: string;
}

export type PantryDraftErrors = Partial<Record<'name' | 'quantity' | 'expirationDate', string>>;

export type PantryDraftResult =
  { ok: true; item: PantryItemInput } | { ok: false; errors: PantryDraftErrors };

export function pantryDraftDefaults(): PantryDraft {
  const defaults = pantryFormDefaults();
  return {
    name: defaults.name,
    category: defaults.category,
    quantity: String(defaults.quantity),
    unit: defaults.unit ?? DEFAULT_UNIT,
    expirationDate: defaults.expirationDate ?? '',
  };
}

/** The new item's id and timestamp come from the caller, so this stays pure. */
export function pantryItemFromDraft(
  draft: PantryDraft,
  identity: { id: string; addedAt: string },
): PantryDraftResult {
  const errors: PantryDraftErrors = {};
  const name = draft.name.trim();
  if (name === '') errors.name = 'Enter a name for the item.';
  const quantity = pantryQuantityFromInput(draft.quantity.trim());
  if (quantity < 1) errors.quantity = 'Quantity must be at least 1.';
  const expirationDate = draft.expirationDate.trim();
  if (expirationDate !== '' && !isIsoDate(expirationDate)) {
    errors.expirationDate = 'Enter a full date, or leave it empty.';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    item: {
      ...identity,
      name,
      category: draft.category,
      quantity,
      unit: draft.unit.trim() || DEFAULT_UNIT,
      ...(expirationDate === '' ? {} : { expirationDate }),
    },
  };
}

/** The form's opening values for what was said ("add two cartons of eggs to the fridge"). */
export function pantryDraftFromSpeech(heard: VoiceAddRequest): PantryDraft {
  const defaults = pantryDraftDefaults();
  return {
    ...defaults,
    name: heard.name,
    category: heard.category ?? defaults.category,
    quantity: heard.quantity === undefined ? defaults.quantity : String(heard.quantity),
    unit: heard.unit ?? defaults.unit,
  };
}
