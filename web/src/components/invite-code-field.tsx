// The invite-code input, the same wherever a device joins a household (Settings and the
// Reconnect screen): codes are shown in capitals and spaced, never autocorrected.
import { FormField } from './form-field';
import { Input } from './ui/input';

interface InviteCodeFieldProps {
  value: string;
  onChange: (code: string) => void;
  error?: string | undefined;
  className?: string | undefined;
}

export function InviteCodeField({ value, onChange, error, className }: InviteCodeFieldProps) {
  return (
    <FormField label="Invite code" error={error} className={className}>
      {(control) => (
        <Input
          {...control}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="font-mono tracking-widest uppercase"
        />
      )}
    </FormField>
  );
}
