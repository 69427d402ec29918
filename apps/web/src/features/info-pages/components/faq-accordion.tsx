import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { FaqGroup } from '../content/types';
import { focusRing } from '../styles';
import { RichText } from './rich-text';

interface FaqAccordionProps {
  groups: readonly FaqGroup[];
}

/**
 * All questions of a page in one Radix accordion: one item open at a time, and the open item can be
 * closed again. A link such as /faq#escrow opens that question.
 */
export function FaqAccordion({ groups }: FaqAccordionProps) {
  const { hash } = useLocation();
  const [linkedId] = useState(() => {
    const id = decodeURIComponent(hash.slice(1));
    return groups.some((group) => group.items.some((item) => item.id === id)) ? id : '';
  });
  const [open, setOpen] = useState(linkedId);

  useEffect(() => {
    if (linkedId) document.getElementById(linkedId)?.scrollIntoView({ block: 'start' });
  }, [linkedId]);

  return (
    <Accordion.Root type="single" collapsible value={open} onValueChange={setOpen} className="space-y-10">
      {groups.map((group) => (
        <section key={group.heading}>
          <h2 className="text-xl font-semibold text-slate-900 sm:text-2xl">{group.heading}</h2>
          <div className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
            {group.items.map((item) => (
              <Accordion.Item key={item.id} value={item.id} id={item.id} className="scroll-mt-24">
                <Accordion.Header asChild>
                  <h3>
                    <Accordion.Trigger
                      className={`group flex w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left font-medium text-slate-900 hover:bg-slate-50 ${focusRing}`}
                    >
                      {item.question}
                      <ChevronDown
                        aria-hidden="true"
                        className="size-5 shrink-0 text-slate-500 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
                      />
                    </Accordion.Trigger>
                  </h3>
                </Accordion.Header>
                <Accordion.Content className="space-y-3 px-5 pb-5 leading-7 text-slate-700">
                  {item.answer.map((paragraph, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: static content, never reordered
                    <p key={index}>
                      <RichText content={paragraph} />
                    </p>
                  ))}
                </Accordion.Content>
              </Accordion.Item>
            ))}
          </div>
        </section>
      ))}
    </Accordion.Root>
  );
}
