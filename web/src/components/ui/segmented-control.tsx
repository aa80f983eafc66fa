// SegmentedControl: one choice out of a few, side by side (a filter's "All | Fridge | …").
// A single-choice Radix toggle group: role radiogroup, arrow keys move between the choices, and
// choosing the current one again keeps it, because a filter always has a value.
import type { LucideIcon } from 'lucide-react';
import { ToggleGroup } from 'radix-ui';
import { cn } from '../../lib/cn';

export interface SegmentedOption<Value extends string> {
  value: Value;
  label: string;
  /** Shown from the small breakpoint up, where there is room. */
  icon?: LucideIcon | undefined;
}

interface SegmentedControlProps<Value extends string> {
  label: string;
  options: readonly SegmentedOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  className?: string;
}

export function SegmentedControl<Value extends string>({
  label,
  options,
  value,
  onChange,
  className,
}: SegmentedControlProps<Value>) {
  return (
    <ToggleGroup.Root
      type="single"
      aria-label={label}
      value={value}
      onValueChange={(next) => {
        const chosen = options.find((option) => option.value === next);
        if (chosen) onChange(chosen.value);
      }}
      className={cn('gap-1 rounded-2xl bg-muted p-1', className)}
    >
      {options.map(({ value: optionValue, label: optionLabel, icon: Icon }) => (
        <ToggleGroup.Item
          key={optionValue}
          value={optionValue}
          className={cn(
            'focus-ring inline-flex min-h-11 min-w-0 items-center justify-center gap-1.5 rounded-xl px-1 text-sm font-semibold whitespace-nowrap text-muted-foreground transition-colors sm:px-4',
            'hover:text-foreground data-[state=on]:bg-card data-[state=on]:text-foreground data-[state=on]:shadow-sm',
            'dark:data-[state=on]:bg-accent dark:data-[state=on]:text-accent-foreground',
          )}
        >
          {Icon && <Icon className="hidden size-4 sm:block" aria-hidden />}
          {optionLabel}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
