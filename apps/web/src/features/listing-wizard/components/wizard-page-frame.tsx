import type { ReactNode } from 'react';

type WizardPageFrameProps = { title: string; subtitle: string; children: ReactNode };

/** The header of product section 2 ('List Your Property' / 'Edit Your Property') above the wizard. */
export function WizardPageFrame({ title, subtitle, children }: WizardPageFrameProps) {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-10 lg:px-8">
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="text-muted-foreground sm:text-lg">{subtitle}</p>
      </header>
      {children}
    </div>
  );
}
