// Textarea: several lines of text in the Input's style (a recipe's description, a step).
// Name it with a <label htmlFor>; aria-invalid turns the border red.
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'focus-ring min-h-20 w-full min-w-0 rounded-xl border border-input bg-card px-4 py-2.5 text-base text-foreground sm:text-sm',
        'placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50',
        'aria-invalid:border-2 aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
