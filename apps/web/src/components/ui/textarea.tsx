import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        // text-base keeps mobile Safari from zooming into the field.
        'min-h-24 w-full min-w-0 rounded-md border border-input bg-surface px-3 py-2 text-base text-foreground shadow-xs',
        'placeholder:text-slate-500 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive',
        className,
      )}
      {...props}
    />
  );
}
