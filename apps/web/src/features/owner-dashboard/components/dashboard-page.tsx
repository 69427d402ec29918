import type { ReactNode } from 'react';
import { PageHeading } from '../../../components/page-heading';

type DashboardPageProps = { title: string; description: string; action?: ReactNode; children: ReactNode };

/** The heading row every owner area page shares. */
export function DashboardPage({ title, description, action, children }: DashboardPageProps) {
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:px-6 sm:py-8 lg:px-8">
      <PageHeading title={title} description={description} action={action} />
      {children}
    </div>
  );
}
