// The − count unit + control of a pantry card. Each press is a ±1 delta (pantry.adjustQuantity),
// so presses on two devices add up. At 1 the − button stays focusable but does nothing
// (aria-disabled): a disabled button would drop the keyboard focus onto the page.
import { Minus, Plus } from 'lucide-react';
import type { PantryItem } from '@mise/domain/entities/pantry-item';
import { Button } from '../../../components/ui/button';
import { adjustPantryQuantity } from '../data/pantry-actions';

const MIN_QUANTITY = 1;

export function QuantityStepper({ item }: { item: PantryItem }) {
  const atMinimum = item.quantity <= MIN_QUANTITY;
  return (
    <div role="group" aria-label={`${item.name} quantity`} className="flex items-center gap-1">
      <Button
        variant="outline"
        size="icon"
        aria-label={`Decrease ${item.name}`}
        aria-disabled={atMinimum || undefined}
        className="aria-disabled:cursor-not-allowed aria-disabled:opacity-50"
        onClick={() => {
          if (!atMinimum) void adjustPantryQuantity(item, -1);
        }}
      >
        <Minus aria-hidden />
      </Button>
      <output className="min-w-12 px-1 text-center text-sm">
        <span className="text-base font-semibold tabular-nums">{item.quantity}</span> {item.unit}
      </output>
      <Button
        variant="outline"
        size="icon"
        aria-label={`Increase ${item.name}`}
        onClick={() => void adjustPantryQuantity(item, 1)}
      >
        <Plus aria-hidden />
      </Button>
    </div>
  );
}
