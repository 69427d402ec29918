import type { ReactNode } from 'react';

type DashboardHeadingProps = { title: string; description: string; action?: ReactNode };

/** The heading row of the booking pages in the dashboard area. */
export function DashboardHeading({ title, description, action }: DashboardHeadingProps) {
  return (
    <header className="flex flex-wrap items-end justify-between gap-4">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        <p className="text-muted-foreground">{description}</p>
      </div>
      {action}
    </header>
  );
}
