import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

type ProgressProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** null or undefined: under way, how far unknown. */
  value?: number | null;
  max?: number;
  /** What a screen reader says for the value; the share in per cent unless given. */
  getValueLabel?: (value: number, max: number) => string;
};

/**
 * A bar from 0 to `max` (100 by default); give it an aria-label or aria-labelledby. Drawn with the
 * progressbar role and values Radix's progress gave it, without its code: the listing wizard, where it
 * shows, is near its JavaScript budget (ADR 0030).
 */
export function Progress({ className, value, max = 100, getValueLabel, ...props }: ProgressProps) {
  const known = value !== null && value !== undefined;
  const share = known ? Math.min(1, Math.max(0, value / max)) : 0;
  const state = !known ? 'indeterminate' : value >= max ? 'complete' : 'loading';
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={known ? value : undefined}
      aria-valuetext={known ? (getValueLabel?.(value, max) ?? `${Math.round(share * 100)}%`) : undefined}
      data-state={state}
      className={cn('relative h-2 w-full overflow-hidden rounded-full bg-muted', className)}
      {...props}
    >
      <div
        data-state={state}
        className="h-full w-full bg-primary transition-transform duration-300"
        style={{ transform: `translateX(-${100 - share * 100}%)` }}
      />
    </div>
  );
}
