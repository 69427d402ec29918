import type { ReactNode } from 'react';

type DashboardPageProps = { title: string; description: string; action?: ReactNode; children: ReactNode };

/** The heading row every owner area page shares. */
export function DashboardPage({ title, description, action, children }: DashboardPageProps) {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          <p className="text-muted-foreground">{description}</p>
        </div>
        {action}
      </header>
      {children}
    </div>
  );
}
