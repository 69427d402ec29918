import { MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { paths } from '../../../config/paths';

/** 'Message Owner' on a listing: opens (or continues) the conversation about this listing. */
export function MessageOwnerLink({ ownerId, locationId }: { ownerId: string; locationId: string }) {
  const query = new URLSearchParams({ userId: ownerId, locationId });
  return (
    <Link
      to={`${paths.messaging}?${query}`}
      className={buttonClasses({ variant: 'outline', className: 'w-full' })}
    >
      <MessageSquare aria-hidden="true" />
      Message Owner
    </Link>
  );
}
