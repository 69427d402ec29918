import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        // text-base keeps mobile Safari from zooming into the field.
        'h-10 w-full min-w-0 rounded-md border border-input bg-surface px-3 text-base text-foreground shadow-xs',
        'placeholder:text-slate-500 disabled:cursor-not-allowed disabled:opacity-60',
        'aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
