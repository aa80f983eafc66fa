// A field's message, read with the field (its id goes in the field's aria-describedby).
import { CircleAlert } from 'lucide-react';

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="flex items-start gap-1.5 text-sm font-medium text-destructive-text">
      <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      {message}
    </p>
  );
}

/** The props that tie a control to its message. */
export function describedBy(id: string, message: string | undefined) {
  return {
    'aria-invalid': message ? (true as const) : undefined,
    'aria-describedby': message ? id : undefined,
  };
}
