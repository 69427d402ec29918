import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const variants = {
  default: 'border-transparent bg-primary text-primary-foreground',
  secondary: 'border-transparent bg-muted text-foreground',
  outline: 'border-border text-foreground',
  success: 'border-success/30 bg-success-soft text-success-strong',
  warning: 'border-amber-300 bg-amber-50 text-amber-950',
  destructive: 'border-destructive/30 bg-destructive-soft text-destructive-strong',
} as const;

export type BadgeVariant = keyof typeof variants;

export function Badge({
  className,
  variant = 'default',
  ...props
}: ComponentProps<'span'> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn(
        'inline-flex w-fit shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
