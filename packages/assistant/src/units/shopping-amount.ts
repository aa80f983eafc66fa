/**
 * A grocery or pantry line in the cook's system (issue 22). Shops sell flour, sugar and butter
 * by weight on both sides of the Atlantic, so a bought amount crosses from volume to mass by
 * density only towards metric ("2 cup flour" is 250 g to buy) and never from mass to volume: an
 * imperial cook with "1 kg flour" on the list buys 2 1/4 lb, not 8 cups. Everything else is
 * convertAmount's: rounding, counts left alone, the stored amount carried along.
 */
import { convertAmount, type IngredientAmount, type ShownAmount } from './convert-amount';
import type { MeasurementSystem } from './unit-factors';

export function convertShoppingAmount(
  line: IngredientAmount,
  system: MeasurementSystem,
): ShownAmount {
  const shown = convertAmount(line, system, 'shop');
  if (system === 'metric' || !shown.converted) return shown;
  // Without a name no density is found, so mass stays mass and volume stays volume.
  const sameDimension = convertAmount({ ...line, name: '' }, system, 'shop');
  return { ...sameDimension, name: line.name, stored: shown.stored };
}
