import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from './ui/button';

type EmptyPanelProps = {
  icon: LucideIcon;
  title: string;
  description: string;
  to: string;
  children: ReactNode;
};

/** An empty list: what is missing, and one link (children are its content) to where to go next. */
export function EmptyPanel({ icon: Icon, title, description, to, children }: EmptyPanelProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-input px-6 py-10 text-center">
      <Icon aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="font-semibold">{title}</p>
      <p className="max-w-sm text-sm text-muted-foreground">{description}</p>
      <Link to={to} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
        {children}
      </Link>
    </div>
  );
}
