// One item of a photo scan's review: kept or dropped (the tick), its name, count and place
// editable, the receipt line it was read from, and, when the pantry has it already, which item
// its count will be added to. A dropped row stays, dimmed, so the cook can take it back.
import { useId } from 'react';
import { Merge } from 'lucide-react';
import type { PantryItem } from '@mise/domain/entities/pantry-item';
import { FormField } from '../../../components/form-field';
import { Stepper } from '../../../components/stepper';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { cn } from '../../../lib/cn';
import { mergeNote } from '../utils/scan-merge-plan';
import type { ScanReviewRow } from '../utils/scan-review-rows';
import { CategorySelect } from './category-select';

const MIN_QUANTITY = 1;

interface PhotoScanReviewRowProps {
  row: ScanReviewRow;
  /** "Item 2 of 5": names the row's group for screen readers. */
  position: string;
  /** The pantry item this one adds to, if the pantry has it. */
  target: PantryItem | undefined;
  /** Set once the cook tried to add with this row's name cleared. */
  nameError: string | undefined;
  onChange: (change: Partial<Omit<ScanReviewRow, 'key'>>) => void;
}

export function PhotoScanReviewRow({
  row,
  position,
  target,
  nameError,
  onChange,
}: PhotoScanReviewRowProps) {
  const keepId = useId();
  const shownName = row.name.trim() || position;
  return (
    <li className="rounded-xl border border-border p-3">
      <fieldset className="grid min-w-0 gap-3">
        <legend className="sr-only">{position}</legend>
        <div className="flex items-start gap-3">
          {/* Level with the name's box, below its label. */}
          <span className="mt-9 flex">
            <Checkbox
              id={keepId}
              checked={row.kept}
              onChange={(event) => onChange({ kept: event.currentTarget.checked })}
            />
            <label htmlFor={keepId} className="sr-only">
              Keep {shownName}
            </label>
          </span>
          <FormField
            label="Name"
            error={nameError}
            className={cn('min-w-0 flex-1', !row.kept && 'opacity-60')}
          >
            {(control) => (
              <Input
                {...control}
                value={row.name}
                autoComplete="off"
                maxLength={200}
                onChange={(event) => onChange({ name: event.currentTarget.value })}
              />
            )}
          </FormField>
        </div>
        <div className={cn('flex flex-wrap items-end gap-3 pl-9', !row.kept && 'opacity-60')}>
          <div className="grid gap-1.5">
            <span aria-hidden className="text-sm font-medium">
              Quantity
            </span>
            <Stepper
              label={`${shownName} quantity`}
              decreaseLabel={`Decrease ${shownName}`}
              increaseLabel={`Increase ${shownName}`}
              value={row.quantity}
              unit={row.unit}
              atMinimum={row.quantity <= MIN_QUANTITY}
              onStep={(delta) =>
                onChange({ quantity: Math.max(MIN_QUANTITY, row.quantity + delta) })
              }
            />
          </div>
          <FormField label="Category" className="min-w-36 flex-1">
            {(control) => (
              <CategorySelect
                {...control}
                value={row.category}
                onChange={(category) => onChange({ category })}
              />
            )}
          </FormField>
        </div>
        {row.line && (
          <p className="pl-9 text-xs text-muted-foreground">
            Receipt line: <span className="font-mono break-all text-foreground">{row.line}</span>
          </p>
        )}
        {row.kept && target && (
          <p className="flex items-center gap-1.5 pl-9 text-sm font-medium text-primary">
            <Merge className="size-4 shrink-0" aria-hidden />
            {mergeNote(target)}
          </p>
        )}
        {!row.kept && <p className="pl-9 text-sm text-muted-foreground">Not added</p>}
      </fieldset>
    </li>
  );
}
