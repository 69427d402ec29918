import { Building2 } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

type EmptyStateProps = { title: string; description: string; actionLabel: string };

/** Spec section 2: the owner area's empty states link to /list-property. */
export function EmptyState({ title, description, actionLabel }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-input px-6 py-10 text-center">
      <Building2 aria-hidden="true" className="size-8 text-muted-foreground" />
      <p className="font-semibold">{title}</p>
      <p className="max-w-sm text-sm text-muted-foreground">{description}</p>
      <Link to={paths.listProperty} className={buttonClasses({ variant: 'outline', size: 'sm' })}>
        {actionLabel}
      </Link>
    </div>
  );
}
