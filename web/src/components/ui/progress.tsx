// Progress: a determinate progress bar (Radix Progress, role "progressbar"); max defaults to
// PROGRESS_MAX_DEFAULT. Name it with aria-label; indicatorClassName recolours the filled part
// (e.g. a freshness bar that turns from green to red).
import type { ComponentProps } from 'react';
import { PROGRESS_MAX_DEFAULT } from '@mise/domain/constants';
import { Progress as ProgressPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';

export function Progress({
  className,
  value,
  max = PROGRESS_MAX_DEFAULT,
  indicatorClassName,
  ...props
}: ComponentProps<typeof ProgressPrimitive.Root> & { indicatorClassName?: string }) {
  const percent = value == null || max <= 0 ? 0 : Math.min(100, Math.max(0, (value / max) * 100));
  return (
    <ProgressPrimitive.Root
      value={value}
      max={max}
      className={cn('relative h-2.5 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className={cn(
          'h-full w-full rounded-full bg-primary transition-transform duration-300',
          indicatorClassName,
        )}
        style={{ transform: `translateX(-${100 - percent}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
