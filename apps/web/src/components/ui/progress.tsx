import { Progress as ProgressPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** A bar from 0 to `max` (100 by default); give it an aria-label or aria-labelledby. */
export function Progress({
  className,
  value,
  max = 100,
  ...props
}: ComponentProps<typeof ProgressPrimitive.Root>) {
  const share = value === null || value === undefined ? 0 : Math.min(1, Math.max(0, value / max));
  return (
    <ProgressPrimitive.Root
      value={value}
      max={max}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <ProgressPrimitive.Indicator
        className="h-full w-full bg-primary transition-transform duration-300"
        style={{ transform: `translateX(-${100 - share * 100}%)` }}
      />
    </ProgressPrimitive.Root>
  );
}
