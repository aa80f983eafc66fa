// Toast: styled wrappers over Radix Toast (a polite, swipeable notice). Use toast() from
// use-toast.ts to show one; <Toaster /> renders them. F8 moves focus to the notifications region.
import type { CSSProperties, ComponentProps } from 'react';
import { TOAST_HOTKEY, TOAST_VIEWPORT_MAX_WIDTH_PX } from '@mise/domain/constants';
import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';
import type { ToastVariant } from './use-toast';

export const ToastProvider = ToastPrimitive.Provider;

// The width cap is a business constant (§9); a CSS variable carries it to the Tailwind class.
const viewportStyle = {
  '--toast-viewport-max-width': `${TOAST_VIEWPORT_MAX_WIDTH_PX}px`,
} as CSSProperties;

export function ToastViewport({
  className,
  style,
  ...props
}: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      hotkey={[...TOAST_HOTKEY]}
      // At the bottom on every screen: on a phone the top is the header (menu, sync status) and
      // a toast there hid it for 5 s. Below 768 px the width less margins, clear of the home
      // indicator; from there the bottom-right corner. The strip itself lets taps through. A
      // ringing timer's alarm lifts it (lib/keep-toasts-above.ts).
      className={cn(
        'pointer-events-none fixed inset-x-0 bottom-[var(--toasts-above,0px)] z-[100] m-0 flex max-h-dvh w-full list-none flex-col gap-2 p-4 pb-[max(1rem,env(safe-area-inset-bottom))] outline-none',
        'md:left-auto md:max-w-(--toast-viewport-max-width)',
        className,
      )}
      style={{ ...viewportStyle, ...style }}
      {...props}
    />
  );
}

const variants: Record<ToastVariant, string> = {
  default: 'border-border bg-card text-card-foreground',
  destructive: 'border-destructive bg-destructive text-destructive-foreground',
};

export interface ToastProps extends ComponentProps<typeof ToastPrimitive.Root> {
  variant?: ToastVariant | undefined;
}

export function Toast({ variant = 'default', className, ...props }: ToastProps) {
  return (
    <ToastPrimitive.Root
      // Lets parts (the description's colour) follow the variant.
      data-variant={variant}
      className={cn(
        'group shadow-soft pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-2xl border p-4 pr-2',
        'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out',
        'data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform',
        'data-[swipe=end]:animate-toast-swipe-out',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({
  className,
  ...props
}: ComponentProps<typeof ToastPrimitive.Description>) {
  return (
    <ToastPrimitive.Description
      className={cn(
        'text-sm text-muted-foreground group-data-[variant=destructive]:text-inherit',
        className,
      )}
      {...props}
    />
  );
}

export function ToastAction({ className, ...props }: ComponentProps<typeof ToastPrimitive.Action>) {
  return (
    <ToastPrimitive.Action
      className={cn(
        'focus-ring inline-flex h-11 shrink-0 items-center rounded-xl border border-current/30 px-4 text-sm font-semibold hover:bg-muted',
        className,
      )}
      {...props}
    />
  );
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  return (
    <ToastPrimitive.Close
      aria-label="Close notification"
      className={cn(
        'focus-ring -my-2 inline-flex size-11 shrink-0 items-center justify-center rounded-xl opacity-70 transition-opacity hover:opacity-100',
        className,
      )}
      {...props}
    >
      <X className="size-4" aria-hidden />
    </ToastPrimitive.Close>
  );
}
