// NativeSelect: the browser's own <select>, dressed like the Select trigger. For short lists
// where the platform picker is the better control (a phone's wheel, no script to load): a
// screen reader and the keyboard get the native combobox as they expect it.
import type { ComponentProps } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '../../lib/cn';

export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        className={cn(
          'focus-ring h-11 w-full cursor-pointer appearance-none rounded-xl border border-input/60 bg-card pr-10 pl-4 text-sm',
          'disabled:cursor-not-allowed disabled:opacity-50',
        )}
        {...props}
      />
      <ChevronDown
        className="pointer-events-none absolute top-1/2 right-4 size-4 -translate-y-1/2 opacity-70"
        aria-hidden
      />
    </div>
  );
}
