import type { ReactNode } from 'react';

type PageHeadingProps = { title: string; description: string; action?: ReactNode };

/** The heading row of the dashboard area's pages: title and line of description, an action at the end. */
export function PageHeading({ title, description, action }: PageHeadingProps) {
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
