// A labelled native select over a fixed list of string options (a language, an ambience): the
// chosen value comes back typed, since only a listed option can be picked.
import { FormField } from './form-field';
import { NativeSelect } from './ui/native-select';

interface OptionSelectProps<Value extends string> {
  label: string;
  hint?: string;
  className?: string;
  options: readonly Value[];
  labels: Readonly<Record<Value, string>>;
  value: Value;
  onChange: (value: Value) => void;
  /** The language each option's label is written in, for a screen reader's pronunciation. */
  langOf?: (value: Value) => string;
}

export function OptionSelect<Value extends string>({
  label,
  hint,
  className,
  options,
  labels,
  value,
  onChange,
  langOf,
}: OptionSelectProps<Value>) {
  return (
    <FormField label={label} hint={hint} className={className}>
      {(control) => (
        <NativeSelect
          {...control}
          value={value}
          onChange={(event) => {
            const chosen = options.find((known) => known === event.target.value);
            if (chosen !== undefined) onChange(chosen);
          }}
        >
          {options.map((option) => (
            <option key={option} value={option} lang={langOf?.(option)}>
              {labels[option]}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}
