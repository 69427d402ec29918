import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const variants = {
  info: 'border-border bg-muted/60 text-foreground',
  success: 'border-success/30 bg-success-soft text-success-strong',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
  destructive: 'border-destructive/30 bg-destructive-soft text-destructive-strong',
} as const;

type AlertProps = ComponentProps<'div'> & { variant?: keyof typeof variants };

/** A message box. Errors use role="alert" (announced at once); others role="status" (polite). */
export function Alert({ variant = 'info', className, role, ...props }: AlertProps) {
  return (
    <div
      role={role ?? (variant === 'destructive' ? 'alert' : 'status')}
      className={cn(
        'relative grid gap-1 rounded-lg border px-4 py-3 text-sm has-[>svg]:grid-cols-[1rem_1fr] has-[>svg]:gap-x-3',
        '[&>svg]:mt-0.5 [&>svg]:size-4 [&>svg]:row-span-2',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}

export function AlertTitle({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('font-semibold leading-tight', className)} {...props} />;
}

export function AlertDescription({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('text-sm leading-relaxed [&_p]:leading-relaxed', className)} {...props} />;
}
