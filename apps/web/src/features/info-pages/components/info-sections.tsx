import type { InfoSection } from '../content/types';
import { RichText } from './rich-text';

interface InfoSectionsProps {
  sections: readonly InfoSection[];
}

/** A list of h2 sections with paragraphs and bullet lists. */
export function InfoSections({ sections }: InfoSectionsProps) {
  return (
    <div className="space-y-10">
      {sections.map((section) => (
        <section key={section.id} id={section.id} className="scroll-mt-24">
          <h2 className="text-xl font-semibold text-slate-900 sm:text-2xl">{section.heading}</h2>
          {section.paragraphs?.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
            <p key={index} className="mt-4 leading-7">
              <RichText content={paragraph} />
            </p>
          ))}
          {section.bullets ? (
            <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 marker:text-indigo-600">
              {section.bullets.map((bullet, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
                <li key={index}>
                  <RichText content={bullet} />
                </li>
              ))}
            </ul>
          ) : null}
          {section.after?.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
            <p key={index} className="mt-4 leading-7">
              <RichText content={paragraph} />
            </p>
          ))}
        </section>
      ))}
    </div>
  );
}
