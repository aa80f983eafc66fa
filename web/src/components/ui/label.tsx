// Label: the visible name of a form control; clicking it focuses (or toggles) the control.
// Pass htmlFor, or wrap the control.
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Label({ className, ...props }: ComponentProps<'label'>) {
  return <label className={cn('text-sm font-semibold text-foreground', className)} {...props} />;
}
