// A select of a few fixed options for the form (cuisine, difficulty), named by its visible label.
import type { Ref } from 'react';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select';

interface ChoiceSelectProps<Value extends string> {
  id: string;
  options: readonly Value[];
  labelOf: (value: Value) => string;
  value: Value | undefined;
  onChange: (value: Value) => void;
  onBlur: () => void;
  placeholder?: string;
  triggerRef?: Ref<HTMLButtonElement>;
}

export function ChoiceSelect<Value extends string>({
  id,
  options,
  labelOf,
  value,
  onChange,
  onBlur,
  placeholder,
  triggerRef,
}: ChoiceSelectProps<Value>) {
  return (
    <Select
      // Radix shows the placeholder for an empty value.
      value={value ?? ''}
      onValueChange={(next) => {
        // Radix hands back a plain string; only the listed options can come from it.
        const chosen = options.find((option) => option === next);
        if (chosen) onChange(chosen);
      }}
    >
      <SelectTrigger id={id} ref={triggerRef} onBlur={onBlur}>
        <SelectValue placeholder={placeholder} />
      </SelectTrigger>
      <SelectContent>
        {options.map((option) => (
          <SelectItem key={option} value={option}>
            {labelOf(option)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
