import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { useDocumentTitle } from '../lib/use-document-title';

type ComingSoonProps = { title: string; children?: ReactNode };

/** Stands in for a screen whose feature has not been built yet, so every route of the spec resolves. */
export function ComingSoon({ title, children }: ComingSoonProps) {
  useDocumentTitle(title);
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col items-start gap-4 px-4 py-16 sm:px-6 lg:px-8">
      <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="flex items-center gap-2 text-muted-foreground">
        <Construction aria-hidden="true" className="size-5 shrink-0" />
        This page is coming soon.
      </p>
      {children}
    </div>
  );
}
