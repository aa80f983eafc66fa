// One line of the grocery list: a check box to tick it off, the name (struck through once
// bought), quantity and unit, where it came from (§2: "For planned recipe" / "Manual addition"),
// its price in dollars and a remove button. The whole text is the box's label, so a thumb can
// tap anywhere on it in the shop; screen readers hear the name, then the details. A line still
// to buy can have its amount changed; a bought one goes into the pantry in one tap.
import { useId, useRef, useState } from 'react';
import { PackagePlus, Pencil, Trash2 } from 'lucide-react';
import type { GroceryItem } from '@mise/domain/entities/grocery-item';
import { formatCents } from '@mise/domain/money';
import { Stepper } from '../../../components/stepper';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { useShownUnits } from '../../../lib/units/use-measurement-system';
import type { ShownQuantity } from '../../../lib/units/shown-amounts';
import {
  moveGroceryToPantry,
  removeGroceryItem,
  setGroceryItemCompleted,
  adjustGroceryQuantity,
} from '../data/grocery-actions';

interface GroceryItemRowProps {
  item: GroceryItem;
  /** The aisle's heading, on the first line of each aisle. */
  aisleHeading?: string | undefined;
  /** Called once the line is gone, so the list can move focus and announce it. */
  onRemoved: (item: GroceryItem, to?: 'pantry') => void;
  /** Called before a tick moves the line to the other list, while its box has the focus. */
  keepFocus: (id: string) => void;
}

/**
 * A line's check box, by the line's id: the list puts the focus back on it after a tick moves
 * the line, and an id finds it at once where a selector walked all of a long list's lines.
 */
export const lineCheckboxId = (lineId: string) => `grocery-line-${lineId}`;

export function GroceryItemRow({ item, aisleHeading, onRemoved, keepFocus }: GroceryItemRowProps) {
  const id = useId();
  const checkboxRef = useRef<HTMLInputElement>(null);

  const toggle = (completed: boolean) => {
    if (document.activeElement === checkboxRef.current) keepFocus(item.id);
    void setGroceryItemCompleted(item, completed);
  };

  const remove = async () => {
    if (await removeGroceryItem(item)) onRemoved(item);
  };

  const [editing, setEditing] = useState(false);
  // The line as stored, read in the cook's system; the stepper below steps the stored unit.
  const units = useShownUnits();
  const shown = units.quantity(item);
  const toPantry = async () => {
    if (await moveGroceryToPantry(item)) onRemoved(item, 'pantry');
  };

  return (
    <li
      data-line={item.id}
      data-completed={item.completed || undefined}
      // Lines out of the list's view are not styled, laid out or painted until scrolled near: a
      // tick then redraws the lines in view, not all of a long list (pnpm bench:kitchen). The
      // line clips what it paints, so it keeps room for its buttons' focus rings on both sides.
      className="group flex flex-wrap items-center gap-x-2 gap-y-1 px-1 py-2 [contain-intrinsic-size:auto_61px] [content-visibility:auto] sm:gap-x-3"
    >
      {aisleHeading && (
        <h4 className="basis-full pt-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {aisleHeading}
        </h4>
      )}
      <Checkbox
        ref={checkboxRef}
        id={lineCheckboxId(item.id)}
        checked={item.completed}
        aria-labelledby={`${id}-name`}
        aria-describedby={`${id}-details ${id}-price`}
        onChange={(event) => toggle(event.target.checked)}
      />
      <label
        htmlFor={lineCheckboxId(item.id)}
        className="grid min-h-11 min-w-0 flex-1 cursor-pointer content-center gap-0.5"
      >
        <span
          id={`${id}-name`}
          className="font-medium break-words group-data-completed:text-muted-foreground group-data-completed:line-through"
        >
          {item.name}
        </span>
        <span id={`${id}-details`} className="text-sm text-muted-foreground">
          {shown.quantity} {shown.unit}
          {item.note ? ` (${units.text(item.note)})` : ''} ·{' '}
          {item.recipeId ? 'For planned recipe' : 'Manual addition'}
        </span>
      </label>
      <span
        id={`${id}-price`}
        className="shrink-0 font-semibold tabular-nums group-data-completed:font-normal group-data-completed:text-muted-foreground group-data-completed:line-through"
      >
        {formatCents(item.estimatedPrice)}
      </span>
      {item.completed ? (
        <Button
          variant="outline"
          className="px-3"
          aria-label={`Add ${item.name} to pantry`}
          onClick={() => void toPantry()}
        >
          <PackagePlus aria-hidden />
          <span className="hidden sm:inline">Add to pantry</span>
        </Button>
      ) : (
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Change the amount of ${item.name}`}
          aria-expanded={editing}
          className="text-muted-foreground hover:text-foreground"
          onClick={() => setEditing(!editing)}
        >
          <Pencil aria-hidden />
        </Button>
      )}
      <Button
        variant="ghost"
        size="icon"
        aria-label={`Remove ${item.name}`}
        className="text-muted-foreground hover:text-foreground"
        onClick={() => void remove()}
      >
        <Trash2 aria-hidden />
      </Button>
      {editing && !item.completed && <AmountStepper item={item} shown={shown} />}
    </li>
  );
}

/** ±1 of the line's unit, never below 1 by a tap (a planned ½ cup stays as it is until raised). */
function AmountStepper({ item, shown }: { item: GroceryItem; shown: ShownQuantity }) {
  return (
    <Stepper
      label={`${item.name} amount`}
      decreaseLabel={`Less ${item.name}`}
      increaseLabel={`More ${item.name}`}
      value={shown.quantity}
      unit={shown.unit}
      atMinimum={item.quantity <= 1}
      className="basis-full justify-end pb-1"
      onStep={(delta) => void adjustGroceryQuantity(item, delta)}
    />
  );
}
