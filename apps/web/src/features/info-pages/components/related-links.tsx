import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { focusRing } from '../styles';

interface RelatedLinksProps {
  heading: string;
  links: readonly { to: string; label: string }[];
}

/** Closing block of a page: an h2 and a row of links to related pages. */
export function RelatedLinks({ heading, links }: RelatedLinksProps) {
  return (
    <section className="mt-12 rounded-xl bg-slate-50 p-6">
      <h2 className="text-lg font-semibold text-slate-900">{heading}</h2>
      <ul className="mt-4 flex flex-wrap gap-3">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className={`inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-900 hover:border-indigo-600 hover:text-indigo-700 ${focusRing}`}
            >
              {link.label}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
