// The two shapes of choice on the Settings page, built on native radios and checkboxes (no
// script library to load, and a screen reader hears a named group with each choice's state):
// RadioCards, one choice out of a few, each with a line of explanation; CheckboxChips, any
// number out of a list, as wrapping chips.
import type { ReactNode } from 'react';

export interface Choice<Value extends string> {
  value: Value;
  label: string;
  description?: string;
}

interface RadioCardsProps<Value extends string> {
  /** The radios' shared name, also the prefix of their description ids. */
  name: string;
  /** The id of the heading that names the group. */
  labelledBy: string;
  choices: readonly Choice<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  /** Drawn at the end of a choice's card, outside its label (a "Test Voice" button). */
  action?: (choice: Choice<Value>) => ReactNode;
}

export function RadioCards<Value extends string>({
  name,
  labelledBy,
  choices,
  value,
  onChange,
  action,
}: RadioCardsProps<Value>) {
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="grid gap-3">
      {choices.map((choice) => {
        // Named by the label alone; the explanation is read after it, as a description.
        const labelId = `${name}-${choice.value}-label`;
        const descriptionId = `${name}-${choice.value}-description`;
        return (
          <div
            key={choice.value}
            className="flex flex-wrap items-center gap-3 rounded-2xl border p-3 has-checked:border-primary has-checked:bg-primary/5"
          >
            <label className="flex min-w-52 flex-1 cursor-pointer items-start gap-3">
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={value === choice.value}
                aria-labelledby={labelId}
                aria-describedby={choice.description ? descriptionId : undefined}
                className="mt-1 size-4 shrink-0 accent-primary"
                onChange={() => onChange(choice.value)}
              />
              <span className="min-w-0">
                <span id={labelId} className="block font-semibold">
                  {choice.label}
                </span>
                {choice.description && (
                  <span id={descriptionId} className="text-sm text-muted-foreground">
                    {choice.description}
                  </span>
                )}
              </span>
            </label>
            {action?.(choice)}
          </div>
        );
      })}
    </div>
  );
}

interface CheckboxChipsProps<Value extends string> {
  labelledBy: string;
  options: readonly Value[];
  chosen: readonly Value[];
  /** The whole new list: list preferences are saved whole (spec §7). */
  onChange: (chosen: Value[]) => void;
}

export function CheckboxChips<Value extends string>({
  labelledBy,
  options,
  chosen,
  onChange,
}: CheckboxChipsProps<Value>) {
  const toggle = (option: Value, on: boolean) =>
    // Kept in the option list's order, whatever order they were ticked in.
    onChange(options.filter((known) => (known === option ? on : chosen.includes(known))));
  return (
    <div role="group" aria-labelledby={labelledBy} className="flex flex-wrap gap-2">
      {options.map((option) => (
        <label
          key={option}
          className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border px-4 text-sm has-checked:border-primary has-checked:bg-primary/10 has-checked:font-semibold"
        >
          <input
            type="checkbox"
            checked={chosen.includes(option)}
            className="size-4 accent-primary"
            onChange={(event) => toggle(option, event.target.checked)}
          />
          {option}
        </label>
      ))}
    </div>
  );
}
