// "Your name" in the lobby's forms: filled with the name this device used last time.
import { LIVE_KITCHEN_NAME_MAX_LENGTH } from '@mise/domain/constants';
import { FormField } from '../../../components/form-field';
import { Input } from '../../../components/ui/input';

export function NameField({
  value,
  onChange,
}: {
  value: string;
  onChange: (name: string) => void;
}) {
  return (
    <FormField label="Your name">
      {(control) => (
        <Input
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          maxLength={LIVE_KITCHEN_NAME_MAX_LENGTH}
          autoComplete="given-name"
        />
      )}
    </FormField>
  );
}
