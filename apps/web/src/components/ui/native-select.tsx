import { ChevronDown } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/**
 * The browser's own select, styled like our inputs. For short lists on pages with a tight JavaScript
 * budget (select.tsx brings a popover library); phones show their native picker.
 */
export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return (
    <div className={cn('relative', className)}>
      <select
        className={cn(
          'h-10 w-full min-w-0 cursor-pointer appearance-none rounded-md border border-input bg-surface pr-9 pl-3 text-sm text-foreground shadow-xs',
          'disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive',
        )}
        {...props}
      />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
      />
    </div>
  );
}
