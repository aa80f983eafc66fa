// Input: the one text-field style of the app (text, number, date …), 44 px tall for touch.
// Name it with a <label htmlFor> (FormField does this); aria-invalid turns the border red. The
// date picker's icon follows the theme through the page's color-scheme, with no extra rule.
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'focus-ring h-11 w-full min-w-0 rounded-xl border border-input bg-card px-4 text-base text-foreground sm:text-sm',
        'placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50',
        'aria-invalid:border-destructive aria-invalid:border-2',
        className,
      )}
      {...props}
    />
  );
}
