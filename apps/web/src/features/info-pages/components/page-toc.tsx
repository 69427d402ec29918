import type { InfoSection } from '../content/types';
import { textLink } from '../styles';

interface PageTocProps {
  sections: readonly Pick<InfoSection, 'id' | 'heading'>[];
}

/** "On this page" list of in-page anchors for the longer legal pages. */
export function PageToc({ sections }: PageTocProps) {
  return (
    <nav aria-label="On this page" className="mb-10 rounded-xl border border-slate-200 bg-slate-50 p-5">
      <p className="text-sm font-semibold text-slate-900">On this page</p>
      <ol className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        {sections.map((section, index) => (
          <li key={section.id} className="flex gap-2">
            <span className="text-slate-500 tabular-nums">{index + 1}.</span>
            <a href={`#${section.id}`} className={textLink}>
              {section.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
