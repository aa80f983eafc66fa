// Toaster: draws the toast queue (use-toast.ts) with Radix Toast, using the §9 timings, and a
// toast's action button ("Undo") when it has one. Mount it once at the app root.
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from '@mise/domain/constants';
import { CircleAlert } from 'lucide-react';
import {
  Toast,
  ToastAction,
  ToastClose,
  ToastDescription,
  ToastProvider,
  ToastTitle,
  ToastViewport,
} from './toast';
import { dismissToast, useToastStore } from './use-toast';

export function Toaster() {
  const toasts = useToastStore((state) => state.toasts);
  return (
    <ToastProvider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {toasts.map(({ id, title, description, variant, duration, action, open }) => (
        <Toast
          key={id}
          variant={variant}
          open={open}
          duration={duration}
          onOpenChange={(isOpen) => {
            if (!isOpen) dismissToast(id);
          }}
        >
          {variant === 'destructive' && (
            <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden />
          )}
          <div className="grid flex-1 gap-1 pt-0.5">
            <ToastTitle>{title}</ToastTitle>
            {description && <ToastDescription>{description}</ToastDescription>}
          </div>
          {action && (
            <ToastAction altText={action.altText} onClick={action.onAction}>
              {action.label}
            </ToastAction>
          )}
          <ToastClose />
        </Toast>
      ))}
      <ToastViewport />
    </ToastProvider>
  );
}
