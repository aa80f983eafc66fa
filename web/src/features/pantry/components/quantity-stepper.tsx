// The quantity control of a pantry card. Each press is a ±1 delta (pantry.adjustQuantity), so
// presses on two devices add up; never below 1 (§3).
import type { PantryItem } from '@mise/domain/entities/pantry-item';
import { Stepper } from '../../../components/stepper';
import { useShownUnits } from '../../../lib/units/use-measurement-system';
import { adjustPantryQuantity } from '../data/pantry-actions';

const MIN_QUANTITY = 1;

export function QuantityStepper({ item }: { item: PantryItem }) {
  const shown = useShownUnits().quantity(item);
  return (
    <Stepper
      label={`${item.name} quantity`}
      decreaseLabel={`Decrease ${item.name}`}
      increaseLabel={`Increase ${item.name}`}
      value={shown.quantity}
      unit={shown.unit}
      atMinimum={item.quantity <= MIN_QUANTITY}
      onStep={(delta) => void adjustPantryQuantity(item, delta)}
    />
  );
}
