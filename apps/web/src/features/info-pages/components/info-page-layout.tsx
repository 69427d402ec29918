import type { ReactNode, Ref } from 'react';

interface InfoPageLayoutProps {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  /** Bottom padding classes; a page with a fixed bottom bar needs more room. */
  paddingBottom?: string;
  headerRef?: Ref<HTMLElement>;
  width?: 'prose' | 'wide';
  children: ReactNode;
}

/** Page frame for the information pages: one h1, an optional lead, then the content. */
export function InfoPageLayout({
  eyebrow,
  title,
  lead,
  paddingBottom = 'pb-10 sm:pb-14',
  headerRef,
  width = 'prose',
  children,
}: InfoPageLayoutProps) {
  const maxWidth = width === 'wide' ? 'max-w-4xl' : 'max-w-3xl';
  return (
    <article className={`mx-auto w-full ${maxWidth} px-4 pt-10 text-slate-700 sm:pt-14 ${paddingBottom}`}>
      <header ref={headerRef} className="border-b border-slate-200 pb-8">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-slate-900 sm:text-4xl">
          {title}
        </h1>
        {lead ? <div className="mt-4 text-lg leading-8 text-slate-600">{lead}</div> : null}
      </header>
      <div className="mt-8">{children}</div>
    </article>
  );
}
