import { Zap } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { cn } from '../../../lib/cn';

/**
 * 'Instant Book' (ADR 0039): the listing confirms a booking as soon as the card is authorised. On the
 * search card's photo and in the listing page's header; the booking panel says what it means.
 */
export function InstantBookBadge({ className }: { className?: string }) {
  return (
    <Badge variant="outline" className={cn('border-transparent bg-primary-soft text-primary', className)}>
      <Zap aria-hidden="true" className="size-3" />
      Instant Book
    </Badge>
  );
}
