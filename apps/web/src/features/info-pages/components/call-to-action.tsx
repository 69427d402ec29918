import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { primaryButton, secondaryButton } from '../styles';

type CallToActionProps = {
  title: string;
  text: string;
  /** In the order shown; the `primary` one is the filled button. */
  links: readonly { to: string; label: string; primary?: boolean }[];
  children?: ReactNode;
};

/** The tinted box near the end of an information page that sends the reader on to act. */
export function CallToAction({ title, text, links, children }: CallToActionProps) {
  return (
    <section className="mt-12 rounded-xl bg-indigo-50 p-6 sm:p-8">
      <h2 className="text-xl font-semibold text-slate-900 sm:text-2xl">{title}</h2>
      <p className="mt-2 leading-7">{text}</p>
      {children}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        {links.map((link) => (
          <Link key={link.to} to={link.to} className={link.primary ? primaryButton : secondaryButton}>
            {link.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
