// Button: the one clickable action style of the app, in a few variants; at least 44 px tall so
// it is easy to hit with a floury thumb. A name too long for the space there is (a long label on
// a 320 px phone) wraps onto a second line rather than running past the screen. `asChild`
// styles a link (or other element) as a button.
import type { ComponentProps } from 'react';
import { Slot } from 'radix-ui';
import { cn } from '../../lib/cn';

const variants = {
  default: 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/70',
  outline: 'border border-input/50 bg-card text-foreground hover:bg-muted',
  ghost: 'text-foreground hover:bg-muted',
  destructive: 'bg-destructive text-destructive-foreground shadow-sm hover:bg-destructive/90',
  link: 'text-primary underline-offset-4 hover:underline',
} as const;

const sizes = {
  default: 'min-h-11 px-5 py-2',
  lg: 'min-h-12 px-6 py-2 text-base',
  icon: 'size-11',
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export function buttonClasses(
  variant: ButtonVariant = 'default',
  size: ButtonSize = 'default',
  className?: string,
): string {
  return cn(
    'focus-ring inline-flex max-w-full shrink-0 cursor-pointer items-center justify-center gap-2 rounded-xl text-center text-sm leading-tight font-semibold transition-colors select-none',
    'disabled:pointer-events-none disabled:opacity-50 [&_svg]:pointer-events-none [&_svg]:size-5 [&_svg]:shrink-0',
    variants[variant],
    sizes[size],
    className,
  );
}

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  asChild?: boolean;
}

export function Button({ variant, size, asChild = false, className, type, ...props }: ButtonProps) {
  if (asChild) return <Slot.Root className={buttonClasses(variant, size, className)} {...props} />;
  // A button outside a form is an action, never an accidental submit.
  return (
    <button
      type={type ?? 'button'}
      className={buttonClasses(variant, size, className)}
      {...props}
    />
  );
}
