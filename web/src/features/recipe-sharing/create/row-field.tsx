// One field of a row (an ingredient's amount, a step's text): its own label (read aloud with the
// row's number), the control and its message.
import { type ComponentProps, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { Input } from '../../../components/ui/input';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { FieldError, describedBy } from './field-error';

interface RowFieldProps {
  label: string;
  /** Shown above the control; otherwise only read aloud (the placeholder says what goes there). */
  visibleLabel?: boolean;
  error: string | undefined;
  registration: UseFormRegisterReturn;
  multiline?: boolean;
  className?: string;
  placeholder?: string;
  inputMode?: ComponentProps<'input'>['inputMode'];
  onPaste?: ComponentProps<'input'>['onPaste'];
}

export function RowField({
  label,
  visibleLabel = false,
  error,
  registration,
  multiline = false,
  className,
  placeholder,
  inputMode,
  onPaste,
}: RowFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const control = { id, placeholder, ...describedBy(errorId, error), ...registration };
  return (
    <div className={cn('grid content-start gap-1', className)}>
      <label
        htmlFor={id}
        className={visibleLabel ? 'text-xs font-semibold text-muted-foreground' : 'sr-only'}
      >
        {label}
      </label>
      {multiline ? (
        <Textarea rows={2} {...control} />
      ) : (
        <Input autoComplete="off" inputMode={inputMode} onPaste={onPaste} {...control} />
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
