import type { LucideIcon } from 'lucide-react';
import { Card } from './ui/card';

type StatCardProps = { label: string; value: number; icon: LucideIcon; detail?: string };

export function StatCard({ label, value, icon: Icon, detail }: StatCardProps) {
  return (
    <Card className="flex items-start justify-between gap-4 p-5">
      <div className="grid gap-1">
        <p className="text-sm font-medium text-muted-foreground">{label}</p>
        <p className="text-3xl font-bold tracking-tight">{value}</p>
        {detail ? <p className="text-sm text-muted-foreground">{detail}</p> : null}
      </div>
      <span className="grid size-10 place-items-center rounded-lg bg-primary-soft text-primary">
        <Icon aria-hidden="true" className="size-5" />
      </span>
    </Card>
  );
}
