import { Building2 } from 'lucide-react';
import { EmptyPanel } from '../../../components/empty-panel';
import { paths } from '../../../config/paths';

type EmptyStateProps = { title: string; description: string; actionLabel: string };

/** Product section 2: the owner area's empty states link to /list-property. */
export function EmptyState({ title, description, actionLabel }: EmptyStateProps) {
  return (
    <EmptyPanel icon={Building2} title={title} description={description} to={paths.listProperty}>
      {actionLabel}
    </EmptyPanel>
  );
}
