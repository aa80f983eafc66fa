// Checkbox: a tick box, the browser's own <input type="checkbox"> drawn in our style; label it
// with <label htmlFor>. The input itself is invisible and 44 px square, centred on the 24 px box
// it draws over, so the whole touch target takes the tap. A native input costs a fraction of a
// scripted one to render, which matters on a grocery list of dozens of lines.
import type { ComponentProps } from 'react';
import { Check } from 'lucide-react';
import { cn } from '../../lib/cn';

export type CheckboxProps = Omit<ComponentProps<'input'>, 'type'>;

export function Checkbox({ className, ...props }: CheckboxProps) {
  return (
    <span className={cn('relative inline-grid size-6 shrink-0', className)}>
      <input
        type="checkbox"
        className="peer absolute -inset-2.5 z-10 cursor-pointer opacity-0 disabled:cursor-not-allowed"
        {...props}
      />
      <span
        aria-hidden
        className={cn(
          'grid place-items-center rounded-md border-2 border-input bg-card text-primary-foreground',
          'peer-checked:border-primary peer-checked:bg-primary peer-disabled:opacity-50',
          'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-ring',
          '[&>svg]:invisible peer-checked:[&>svg]:visible',
        )}
      >
        <Check className="size-4" strokeWidth={3} />
      </span>
    </span>
  );
}
