import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * A form label. A plain <label> that, like Radix's label it replaces, does not select its text on a
 * double click; without Radix's code, which the listing wizard could not fit in its JavaScript
 * budget on React (ADR 0030).
 */
export function Label({ className, onMouseDown, ...props }: ComponentProps<'label'>) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: callers tie it to its control with htmlFor.
    <label
      className={cn('text-sm font-medium leading-none text-foreground', className)}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}
