// Slider: pick a number in a range with drag or arrow keys (Radix Slider). Give each thumb a
// name through aria-label (or aria-labelledby) on the Slider.
import type { ComponentProps } from 'react';
import { Slider as SliderPrimitive } from 'radix-ui';
import { cn } from '../../lib/cn';

export function Slider({
  className,
  defaultValue,
  value,
  'aria-label': ariaLabel,
  ...props
}: ComponentProps<typeof SliderPrimitive.Root>) {
  const thumbs = (value ?? defaultValue ?? [0]).length;
  return (
    <SliderPrimitive.Root
      defaultValue={defaultValue}
      value={value}
      className={cn(
        'relative flex h-11 w-full touch-none items-center select-none data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-muted">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      {Array.from({ length: thumbs }, (_, index) => (
        <SliderPrimitive.Thumb
          key={index}
          aria-label={ariaLabel}
          className="focus-ring relative block size-6 cursor-grab rounded-full border-2 border-primary bg-card shadow-md after:absolute after:-inset-2.5 active:cursor-grabbing"
        />
      ))}
    </SliderPrimitive.Root>
  );
}
