// Picks where an item is kept (fridge, freezer, pantry) in the add form. The id and aria props
// come from FormField, so the visible label names the select's button.
import { PANTRY_CATEGORIES, type PantryCategory } from '@mise/domain/options';
import type { FieldControlProps } from '../../../components/form-field';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '../../../components/ui/select';
import { CATEGORY_META } from './category-icon';

interface CategorySelectProps extends FieldControlProps {
  value: PantryCategory;
  onChange: (category: PantryCategory) => void;
}

export function CategorySelect({ value, onChange, ...control }: CategorySelectProps) {
  return (
    <Select
      value={value}
      onValueChange={(next) => {
        // Radix hands back a plain string; only the listed categories can come from it.
        const category = PANTRY_CATEGORIES.find((known) => known === next);
        if (category) onChange(category);
      }}
    >
      <SelectTrigger {...control}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        {PANTRY_CATEGORIES.map((category) => (
          <SelectItem key={category} value={category}>
            {CATEGORY_META[category].label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
