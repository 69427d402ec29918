import { DropdownMenu as Menu } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const DropdownMenu = Menu.Root;
export const DropdownMenuTrigger = Menu.Trigger;

type DropdownMenuContentProps = ComponentProps<typeof Menu.Content> & {
  /** false keeps the menu inside its landmark (e.g. the header) instead of at the end of <body>. */
  portal?: boolean;
};

export function DropdownMenuContent({
  className,
  sideOffset = 6,
  portal = true,
  ...props
}: DropdownMenuContentProps) {
  const content = (
    <Menu.Content
      sideOffset={sideOffset}
      className={cn(
        'z-50 min-w-48 overflow-hidden rounded-lg border border-border bg-surface p-1 text-foreground shadow-lg',
        className,
      )}
      {...props}
    />
  );
  return portal ? <Menu.Portal>{content}</Menu.Portal> : content;
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof Menu.Item>) {
  return (
    <Menu.Item
      className={cn(
        'flex cursor-pointer select-none items-center gap-2 rounded-md px-3 py-2 text-sm outline-none',
        'data-highlighted:bg-primary-soft data-highlighted:text-primary data-disabled:pointer-events-none data-disabled:opacity-60 [&_svg]:size-4',
        className,
      )}
      {...props}
    />
  );
}
