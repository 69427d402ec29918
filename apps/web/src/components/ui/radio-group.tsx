import { RadioGroup as Radio } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export function RadioGroup({ className, ...props }: ComponentProps<typeof Radio.Root>) {
  return <Radio.Root className={cn('grid gap-3', className)} {...props} />;
}

export function RadioGroupItem({ className, ...props }: ComponentProps<typeof Radio.Item>) {
  return (
    <Radio.Item
      className={cn(
        'grid aspect-square size-5 shrink-0 place-items-center rounded-full border border-slate-500 bg-surface',
        'data-[state=checked]:border-primary disabled:cursor-not-allowed disabled:opacity-60',
        className,
      )}
      {...props}
    >
      <Radio.Indicator className="size-2.5 rounded-full bg-primary" />
    </Radio.Item>
  );
}
