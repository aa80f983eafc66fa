// Badge: a small label (a count, a status, a tag); text, not a button.
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const variants = {
  default: 'bg-primary text-primary-foreground',
  secondary: 'bg-secondary text-secondary-foreground',
  accent: 'bg-accent text-accent-foreground',
  spice: 'bg-spice-soft text-spice',
  outline: 'border border-border text-foreground',
  destructive: 'bg-destructive text-destructive-foreground',
} as const;

export type BadgeVariant = keyof typeof variants;

export function Badge({
  variant = 'default',
  className,
  ...props
}: ComponentProps<'span'> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap [&_svg]:size-3.5',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
