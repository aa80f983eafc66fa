// A line typed whole into an item's name ("2 lb chicken thighs", "500g/1lb 2oz flour") is read
// as the recipe import reads one, so the amount and unit land in their own fields. Only when
// those fields were left as they opened: what the cook typed there wins. The reader is loaded
// on first use, so the forms open without it.
import { DEFAULT_UNIT } from '@mise/domain/constants';

const STARTS_WITH_AMOUNT = /^\s*[\d½⅓⅔¼¾⅛⅜⅝⅞]/;

interface Draft {
  name: string;
  quantity: string;
  unit: string;
}

/** The draft with a typed line split into its fields; the draft itself when there is none. */
export async function withTypedLine<Item extends Draft>(
  draft: Item,
  defaults: Draft,
): Promise<Item> {
  if (draft.quantity !== defaults.quantity || draft.unit !== defaults.unit) return draft;
  if (!STARTS_WITH_AMOUNT.test(draft.name)) return draft;
  const { readIngredientLine } = await import('@mise/assistant/ingredient-reader/read-line');
  const reading = readIngredientLine(draft.name);
  if (reading.quantity === null || reading.name === '') return draft;
  return {
    ...draft,
    name: reading.name,
    quantity: String(reading.quantity),
    unit: reading.unit || DEFAULT_UNIT,
  };
}
