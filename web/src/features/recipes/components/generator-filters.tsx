// The generator's four filters (spec §2), each a labelled select that starts at "Any".
import type { ReactNode } from 'react';
import { FormField } from '../../../components/form-field';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select';
import { FILTER_FIELDS, type GeneratorFilterValues } from '../utils/generator-filters';

interface GeneratorFiltersProps {
  value: GeneratorFilterValues;
  onChange: (value: GeneratorFilterValues) => void;
}

export function GeneratorFilters({ value, onChange }: GeneratorFiltersProps) {
  const field = <Name extends keyof GeneratorFilterValues>(name: Name): ReactNode => {
    const { label, options } = FILTER_FIELDS[name];
    return (
      <FormField key={name} label={label}>
        {(control) => (
          <Select
            value={value[name]}
            onValueChange={(next) => {
              // Radix hands back a plain string; only a listed option can come from it.
              const option = options.find((known) => known.value === next);
              if (option) onChange({ ...value, [name]: option.value });
            }}
          >
            <SelectTrigger {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      </FormField>
    );
  };
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {field('diet')}
      {field('cookTime')}
      {field('cuisine')}
      {field('difficulty')}
    </div>
  );
}
