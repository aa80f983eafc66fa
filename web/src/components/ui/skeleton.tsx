// Skeleton: a pulsing placeholder shaped like content that is still loading. Decorative only:
// pair it with a visible or screen-reader "Loading…" status.
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div aria-hidden className={cn('animate-pulse rounded-xl bg-muted', className)} {...props} />
  );
}
